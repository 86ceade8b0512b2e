import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { TAuditEntry } from "@/shared/schemas/doctor-record";
import { formatDateTime } from "@/web/lib/dates";
import { HISTORY_UI_MESSAGES as M } from "@/web/lib/messages/history";
import { describeChange, entityLabel, entryName, fieldLabel } from "../describe-change";

const ACTION_COLORS: Record<TAuditEntry["action"], string> = {
  create: "teal.9",
  update: "blue.9",
  delete: "red.9",
};

interface HistoryEntryProps {
  entry: TAuditEntry;
  /** Examination names by catalogue id, for entries about examinations. */
  procedureNames: ReadonlyMap<string, string>;
}

/** Who changed what when, and each touched field as 'före → efter'. */
export function HistoryEntry({ entry, procedureNames }: HistoryEntryProps) {
  const entity = entityLabel(entry.entity);
  const name = entryName(entry, procedureNames);
  const changes = describeChange(entry.before, entry.after);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge variant="filled" color={ACTION_COLORS[entry.action]} radius="sm">
              {M.actions[entry.action]}
            </Badge>
            <Text fw={700}>{entity}</Text>
            {name ? <Text>{name}</Text> : null}
          </Group>
          <Text fz="sm" c="gray.7">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {" · "}
            {entry.actor?.displayName ?? M.unknownActor}
          </Text>
        </Group>
        {changes.length === 0 ? (
          <Text fz="sm" c="gray.7">
            {M.noDetails}
          </Text>
        ) : (
          <Stack component="ul" gap={2} style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {changes.map((change) => (
              <Text component="li" key={change.field} fz="sm">
                <Text span fw={600}>
                  {fieldLabel(change.field)}:
                </Text>{" "}
                {change.before !== undefined && change.after !== undefined
                  ? `${change.before} ${M.arrow} ${change.after}`
                  : (change.after ?? change.before)}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
