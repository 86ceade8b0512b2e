import { Text } from "@mantine/core";
import type { CertificateKind } from "@/shared/curriculum/certificate-forms";
import { GoalBadges } from "@/web/entities/goal/components/goal-badges";
import { goalIdsFromText, goalIdsToText } from "@/web/entities/goal/goal-options";
import { formatDate } from "@/web/lib/dates";
import { ACTIVITY_GOALS_MESSAGES } from "@/web/lib/messages/activity-goals";
import type { ColumnDefinition, FieldDefinition } from "./activity-definition";

/** Cells and fields several record types share. */

export function DateCell({ value }: { value: string }) {
  return <time dateTime={value}>{formatDate(value)}</time>;
}

export function DatePeriodCell({ start, end }: { start: string; end: string }) {
  return (
    <span>
      <DateCell value={start} />
      {" – "}
      <DateCell value={end} />
    </span>
  );
}

export function NotesCell({ value }: { value: string }) {
  return (
    <Text fz="sm" lineClamp={3} style={{ whiteSpace: "pre-line" }}>
      {value}
    </Text>
  );
}

export const byDate = (a: string, b: string) => a.localeCompare(b);

/** 'Delmål som aktiviteten stödjer' (issue 24): optional, held as one text in the form. */
export function goalsField(kind: CertificateKind): FieldDefinition {
  return { name: "goalIds", label: ACTIVITY_GOALS_MESSAGES.label, kind: "goals", goalKind: kind };
}

/** The 'Delmål' column: the chosen goals as badges. */
export function goalsColumn<Item extends { goalIds: readonly string[] }>(): ColumnDefinition<Item> {
  return {
    header: ACTIVITY_GOALS_MESSAGES.column,
    render: (item) => <GoalBadges ids={item.goalIds} />,
  };
}

/**
 * The form value of an item's goals and back. Every save sends them: a request without
 * `goalIds` stores none, so an edit that left them out would erase them.
 */
export const goalsValue = (item: { goalIds: readonly string[] }) => goalIdsToText(item.goalIds);
export const goalsRequest = (value: string | undefined) => goalIdsFromText(value ?? "");
