import { memo, useMemo } from "react";
import { GANTT_ROW_HEIGHT, type TimelineEvent } from "@/shared/rules/timeline-layout";
import { STATUS_COLORS } from "../../../procedures/components/matrix-styles";
import { SigningRightsIcon } from "../../../procedures/components/signing-rights-mark";
import { EVENT_TYPE_TAGS, eventKey } from "../../event-styles";
import { useSigningRightsOf } from "../../signing-rights-context";
import { barDetails, barLabel } from "./timeline-labels";

/** Read by screen readers, not shown (a plain style: hundreds of bars stay cheap). */
const VISUALLY_HIDDEN = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

interface TimelineBarProps {
  event: TimelineEvent;
  left: number;
  top: number;
  width: number;
  onOpen: (event: TimelineEvent) => void;
}

/**
 * One event: a plain button (hundreds of them stay cheap) with the status colour, the type's tag
 * and the title, cut with an ellipsis, and an examination's signing-rights decision. The accessible name and the hover text say type, title,
 * status and when, so neither the colour nor the cut title carries meaning alone.
 */
export const TimelineBar = memo(function TimelineBar({
  event,
  left,
  top,
  width,
  onOpen,
}: TimelineBarProps) {
  const colors = STATUS_COLORS[event.status];
  // Zooming moves every bar; the text only changes with the event.
  const label = useMemo(() => barLabel(event), [event]);
  const details = useMemo(() => barDetails(event), [event]);
  const signingRights = useSigningRightsOf(event);
  return (
    <button
      type="button"
      className="mantine-focus-auto"
      title={label}
      data-event-key={eventKey(event)}
      data-status={event.status}
      onClick={() => onOpen(event)}
      style={{
        position: "absolute",
        left,
        top,
        width,
        height: GANTT_ROW_HEIGHT,
        display: "flex",
        alignItems: "center",
        gap: 4,
        margin: 0,
        padding: "0 6px 0 4px",
        border: 0,
        borderLeft: `4px solid ${colors.bar}`,
        borderRadius: 4,
        background: colors.background,
        boxShadow: "inset 0 0 0 1px var(--mantine-color-gray-4)",
        color: "var(--mantine-color-dark-9)",
        font: "inherit",
        fontSize: 13,
        lineHeight: 1.2,
        textAlign: "start",
        whiteSpace: "nowrap",
        overflow: "hidden",
        cursor: "pointer",
      }}
    >
      <span aria-hidden style={{ fontWeight: 700, flexShrink: 0 }}>
        {EVENT_TYPE_TAGS[event.type]}
      </span>
      <span style={{ overflow: "hidden", textOverflow: "ellipsis", minWidth: 0 }}>
        {event.title}
      </span>
      <span style={VISUALLY_HIDDEN}>{details}</span>
      {signingRights ? <SigningRightsIcon decision={signingRights} /> : null}
    </button>
  );
});
