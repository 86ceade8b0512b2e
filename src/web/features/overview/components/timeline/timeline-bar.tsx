import { Tooltip } from "@mantine/core";
import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type PointerEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { GANTT_ROW_HEIGHT, type TimelineEvent } from "@/shared/rules/timeline-layout";
import { STATUS_COLORS } from "@/web/entities/matrix/components/matrix-styles";
import { SigningRightsIcon } from "@/web/entities/matrix/components/signing-rights-mark";
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

/**
 * Narrower than this a bar shows little more than its type's letter (a one-day sit-in or meeting
 * is a 20 px square): its title is shown on hover, on keyboard focus and on a first tap, which
 * opens nothing; a second tap opens the event as a click does (decision 177).
 */
const NARROW_BAR_WIDTH = 64;

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
  const narrow = width < NARROW_BAR_WIDTH;
  const button = useRef<HTMLButtonElement>(null);
  const [tipShown, setTipShown] = useState(false);
  // What showed the text: a tap's text stays until a touch elsewhere, Escape or a move of focus,
  // not when the pointer events a tap also sends (leave, or a scroll under it) say it has left.
  const shownBy = useRef<"touch" | "hover" | "focus" | null>(null);
  const show = (by: "touch" | "hover" | "focus") => {
    if (shownBy.current !== "touch") shownBy.current = by;
    setTipShown(true);
  };
  const hide = () => {
    shownBy.current = null;
    setTipShown(false);
  };
  // A touch on a narrow bar whose text was not shown yet: that tap shows the text, the next opens.
  const revealingTap = useRef(false);
  useHideOnTouchElsewhere(button, tipShown, hide);
  const tip = narrow
    ? {
        onPointerDown: (e: PointerEvent) => {
          revealingTap.current = e.pointerType === "touch" && !tipShown;
          if (e.pointerType === "touch") show("touch");
        },
        onPointerEnter: (e: PointerEvent) => {
          if (e.pointerType !== "touch") show("hover");
        },
        onPointerLeave: (e: PointerEvent) => {
          if (e.pointerType !== "touch" && shownBy.current === "hover") hide();
        },
        // Keyboard focus only: a click's focus would flash the text before the dialog opens.
        onFocus: (e: FocusEvent<HTMLButtonElement>) => {
          if (e.currentTarget.matches(":focus-visible")) show("focus");
        },
        onBlur: hide,
        onKeyDown: (e: KeyboardEvent) => {
          if (e.key === "Escape") hide();
        },
      }
    : undefined;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="mantine-focus-auto"
        // A narrow bar's text comes from its tooltip, which a tap and the keyboard reach too.
        title={narrow ? undefined : label}
        data-event-key={eventKey(event)}
        data-status={event.status}
        onClick={() => {
          const reveal = revealingTap.current;
          revealingTap.current = false;
          if (!reveal) onOpen(event);
        }}
        {...tip}
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
      {/* Made only while shown, as RowAction does: hundreds of bars need no floating element each. */}
      {tipShown ? (
        <Tooltip target={button} label={label} opened withArrow multiline maw={280} />
      ) : null}
    </>
  );
});

/** Hides a tapped bar's text when the next touch lands anywhere else. */
function useHideOnTouchElsewhere(
  button: RefObject<HTMLButtonElement | null>,
  shown: boolean,
  hide: () => void,
) {
  const hideRef = useRef(hide);
  useLayoutEffect(() => {
    hideRef.current = hide;
  });
  useEffect(() => {
    if (!shown) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && button.current?.contains(event.target)) return;
      hideRef.current();
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, [button, shown]);
}
