import { Badge, Group, List, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { IUP_HEADING_LABELS as H } from "@/shared/messages/iup";
import { formatDate } from "@/shared/rules/display-dates";
import { compareIupRevisions, type LinkChange } from "@/shared/rules/iup-compare";
import type { TIupRevision } from "@/shared/schemas/iup";
import { SectionCard } from "@/web/components/section-card";
import { IUP_UI_MESSAGES as M } from "@/web/lib/messages/iup";
import type { IupLabels } from "../iup-labels";

/**
 * 'Jämför revisioner': any two revisions, heading by heading. Every change is said in words
 * ('Tillagt:', 'Borttaget:') and marked with a sign, so colour is never the only cue.
 */
export function IupCompare({
  revisions,
  labels,
}: {
  /** Newest first, as the IUP answers them. */
  revisions: readonly TIupRevision[];
  labels: IupLabels;
}) {
  // Untouched, the two newest are compared, also once a new revision has come.
  const [chosenFrom, setFromId] = useState<string | null>(null);
  const [chosenTo, setToId] = useState<string | null>(null);
  const fromId = chosenFrom ?? revisions[1]?.id ?? null;
  const toId = chosenTo ?? revisions[0]?.id ?? null;
  const options = revisions.map((r) => ({
    value: r.id,
    label: M.revisionOption(r.number, formatDate(r.revisionDate)),
  }));
  const from = revisions.find((r) => r.id === fromId);
  const to = revisions.find((r) => r.id === toId);
  return (
    <SectionCard id="iup-compare-title" title={M.compareTitle}>
      {revisions.length < 2 ? (
        <Text c="dimmed">{M.compareNeedsTwo}</Text>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select label={M.compareFrom} data={options} value={fromId} onChange={setFromId} />
            <Select label={M.compareTo} data={options} value={toId} onChange={setToId} />
          </SimpleGrid>
          {from && to ? <Comparison from={from} to={to} labels={labels} /> : null}
        </Stack>
      )}
    </SectionCard>
  );
}

/** Keys for lines that may repeat: the text and how often it came before. */
function withKeys<L extends { kind: string; text: string }>(lines: readonly L[]) {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = `${line.kind}:${line.text}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { ...line, key: `${base}:${n}` };
  });
}

function linkLabel(link: LinkChange, labels: IupLabels) {
  const value =
    link.kind === "goal"
      ? labels.goal(link.value)
      : link.kind === "examination"
        ? labels.examination(link.value)
        : link.kind === "activity"
          ? labels.activity(link.value)
          : link.kind === "followUpDate"
            ? formatDate(link.value)
            : link.value;
  return `${M.linkKinds[link.kind]}: ${value}`;
}

function Comparison({
  from,
  to,
  labels,
}: {
  from: TIupRevision;
  to: TIupRevision;
  labels: IupLabels;
}) {
  const headings = compareIupRevisions(from, to);
  return (
    <Stack gap="md" aria-live="polite">
      {headings.every((h) => !h.changed) ? <Text>{M.noChanges}</Text> : null}
      {headings.map((h) => (
        <Stack key={h.heading} gap={4}>
          <Group gap="xs">
            <Title order={3} fz="md">
              {H[h.heading]}
            </Title>
            <Badge
              variant={h.changed ? "filled" : "outline"}
              color={h.changed ? "blue.9" : "gray.8"}
            >
              {h.changed ? M.changedBadge : M.unchangedBadge}
            </Badge>
          </Group>
          {h.changed ? (
            <List size="sm" spacing={2} listStyleType="none">
              {withKeys(h.lines.filter((l) => l.kind !== "same")).map(({ key, ...l }) => (
                <List.Item key={key}>
                  <Text
                    span
                    fz="sm"
                    c={l.kind === "added" ? "teal.9" : "red.9"}
                    td={l.kind === "removed" ? "line-through" : undefined}
                  >
                    {l.kind === "added" ? "+ " : "− "}
                    {l.kind === "added" ? M.addedLine(l.text) : M.removedLine(l.text)}
                  </Text>
                </List.Item>
              ))}
              {h.added.map((l) => (
                <List.Item key={`a-${l.kind}-${l.value}`}>
                  <Text span fz="sm" c="teal.9">
                    {`+ ${M.addedLine(linkLabel(l, labels))}`}
                  </Text>
                </List.Item>
              ))}
              {h.removed.map((l) => (
                <List.Item key={`r-${l.kind}-${l.value}`}>
                  <Text span fz="sm" c="red.9" td="line-through">
                    {`− ${M.removedLine(linkLabel(l, labels))}`}
                  </Text>
                </List.Item>
              ))}
            </List>
          ) : (
            <Text fz="sm" c="dimmed">
              {M.noChange}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
