import { List, Stack, Text, Title } from "@mantine/core";
import { quarterText } from "@/shared/rules/quarters";
import type { TPlannedFromTemplate } from "@/shared/schemas/plan-template";
import { formatDate, formatShortMonth } from "@/web/lib/dates";
import { PLAN_TEMPLATE_UI_MESSAGES as M } from "@/web/lib/messages/plan-template";
import { monthsOf } from "../template-summary";

/** The delmål's and examinations' names, from what the overview has loaded already. */
export interface TemplateNames {
  goals: ReadonlyMap<string, string>;
  procedures: ReadonlyMap<string, string>;
}

/** What applying the standard plan would add, section by section, with dates and quarters. */
export function TemplatePreview({
  preview,
  names,
}: {
  preview: TPlannedFromTemplate;
  names: TemplateNames;
}) {
  const goalName = (id: string) => {
    const title = names.goals.get(id);
    return title ? `${id} ${title}` : id;
  };
  return (
    <Stack gap="sm" data-testid="plan-template-preview">
      <PreviewList
        title={M.rotations.title}
        count={M.counts.rotations(preview.rotations.length)}
        lines={preview.rotations.map(
          (r) =>
            `${r.name}: ${formatShortMonth(r.startMonth)} – ${formatShortMonth(r.endMonth)} (${M.start.months(monthsOf(r.startMonth, r.endMonth))})`,
        )}
      />
      <PreviewList
        title={M.courses.title}
        count={M.counts.courses(preview.courses.length)}
        lines={preview.courses.map((c) => `${c.name}: ${formatDate(c.date)}`)}
      />
      <PreviewList
        title={M.goals.title}
        count={M.counts.goals(preview.goals.length)}
        lines={preview.goals.map((g) => `${goalName(g.goalId)}: ${quarterText(g.plannedQuarter)}`)}
      />
      <PreviewList
        title={M.examinations.title}
        count={M.counts.examinations(preview.examinations.length)}
        lines={preview.examinations.map(
          (e) =>
            `${names.procedures.get(e.procedureId) ?? e.procedureId}: ${quarterText(e.plannedQuarter)}`,
        )}
      />
    </Stack>
  );
}

function PreviewList({ title, count, lines }: { title: string; count: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm">
        {`${title} (${count})`}
      </Title>
      <List fz="sm" spacing={2}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** '2 finns redan i planen, 1 ligger efter ST-slut', or nothing when none is skipped. */
export function SkippedNote({ skipped }: { skipped: TPlannedFromTemplate["skipped"] }) {
  if (skipped.existing === 0 && skipped.afterEnd === 0) return null;
  return (
    <Text fz="sm" c="dimmed">
      {M.start.skipped(skipped.existing, skipped.afterEnd)}
    </Text>
  );
}
