import { Group, Stack, Text } from "@mantine/core";
import { ACTIVITY_STATUS_LABELS, ACTIVITY_STATUSES } from "@/shared/rules/activity-status";
import { FINAL_DECISIONS } from "@/shared/rules/signing-rights";
import { TIMELINE_EVENT_TYPES } from "@/shared/rules/timeline-layout";
import { SigningRightsShield } from "@/web/entities/matrix/components/signing-rights-mark";
import { StatusSwatch } from "@/web/entities/matrix/components/status-swatch";
import { OVERVIEW_MESSAGES as M } from "@/web/lib/messages/overview";
import { PROCEDURES_UI_MESSAGES } from "@/web/lib/messages/procedures";
import { EVENT_TYPE_LABELS, EVENT_TYPE_TAGS } from "../event-styles";

/**
 * What the tags and colours of the events mean, and the signing-rights shields when the record has
 * a decision to show.
 */
export function OverviewLegend({ signingRights = false }: { signingRights?: boolean }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="overview-legend">
      <Text fw={700} fz="sm" id="overview-legend">
        {M.legendTitle}
      </Text>
      <Group gap="md" wrap="wrap" aria-label={M.legendTypes} role="list">
        {TIMELINE_EVENT_TYPES.map((type) => (
          <Group key={type} gap={6} wrap="nowrap" role="listitem">
            <TypeTag tag={EVENT_TYPE_TAGS[type]} />
            <Text fz="sm">{EVENT_TYPE_LABELS[type]}</Text>
          </Group>
        ))}
      </Group>
      <Group gap="md" wrap="wrap" aria-label={M.legendStatuses} role="list">
        {ACTIVITY_STATUSES.map((status) => (
          <Group key={status} gap={6} wrap="nowrap" role="listitem">
            <StatusSwatch status={status} />
            <Text fz="sm">{ACTIVITY_STATUS_LABELS[status]}</Text>
          </Group>
        ))}
      </Group>
      {signingRights ? (
        <Group
          gap="md"
          wrap="wrap"
          aria-label={PROCEDURES_UI_MESSAGES.signingRightsLegend}
          role="list"
        >
          {FINAL_DECISIONS.map((decision) => (
            <Group key={decision} gap={6} wrap="nowrap" role="listitem">
              <SigningRightsShield decision={decision} />
              <Text fz="sm">{PROCEDURES_UI_MESSAGES.signingRightsShown[decision]}</Text>
            </Group>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

/** The one-letter type tag of an event, as the year view shows it. */
export function TypeTag({ tag }: { tag: string }) {
  return (
    <Text
      component="span"
      aria-hidden
      fz={11}
      fw={700}
      c="gray.8"
      style={{
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        minWidth: 18,
        height: 18,
        borderRadius: 4,
        border: "1px solid var(--mantine-color-gray-5)",
        background: "var(--mantine-color-white)",
        flex: "none",
      }}
    >
      {tag}
    </Text>
  );
}
