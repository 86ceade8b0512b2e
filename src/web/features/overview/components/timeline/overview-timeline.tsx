import { Stack, Text } from "@mantine/core";
import {
  type FocusEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { isIsoDate } from "@/shared/rules/dates";
import {
  axisTicks,
  dateAtX,
  dayMiddleX,
  layoutTimelineBars,
  scrollLeftToCentre,
  stMarkerLabelSide,
  timelineRange,
  timelineWidth,
} from "@/shared/rules/timeline-axis";
import type { TimelineEvent, TimelineZoom } from "@/shared/rules/timeline-layout";
import { useDragScroll } from "@/web/hooks/use-drag-scroll";
import { formatDate } from "@/web/lib/dates";
import { OVERVIEW_TIMELINE_MESSAGES as M } from "@/web/lib/messages/overview-timeline";
import { eventKey } from "../../event-styles";
import {
  AXIS_HEIGHT,
  type AxisMarker,
  ST_LABEL_WIDTH,
  TimelineAxis,
  TimelineGrid,
  TODAY_LABEL_WIDTH,
} from "./timeline-axis";
import { TimelineBar } from "./timeline-bar";
import { TimelineControls } from "./timeline-controls";
import { readStoredZoom, storeZoom } from "./zoom-storage";

export interface OverviewTimelineProps {
  /** Pass a memoised array: the layout is worked out again whenever it changes. */
  events: readonly TimelineEvent[];
  stStartDate: string;
  stEndDate: string;
  /** 'YYYY-MM-DD' in Sweden; the component never reads the clock. */
  today: string;
  onOpen: (event: TimelineEvent) => void;
}

/** Space above the first row and below the last. */
const ROWS_PADDING = 8;
const SCROLL_KEY = "st-portalen:timeline-scroll";

/** Room for the empty text under the axis when nothing is planned. */
const EMPTY_ROWS_HEIGHT = 56;

/**
 * The overview's horizontal timeline (Tidslinje). With nothing planned it still draws the ST
 * period, today's marker and the controls, the empty text inside (decision 177).
 */
export function OverviewTimeline({
  events,
  stStartDate,
  stEndDate,
  today,
  onOpen,
}: OverviewTimelineProps) {
  const [zoom, setZoom] = useState<TimelineZoom>(readStoredZoom);
  const { ref, handlers } = useDragScroll<HTMLElement>(SCROLL_KEY);

  const range = useMemo(
    () => timelineRange({ stStartDate, stEndDate, today, events }),
    [stStartDate, stEndDate, today, events],
  );
  const width = timelineWidth(range, zoom);
  const ticks = useMemo(() => axisTicks(range, zoom), [range, zoom]);
  const layout = useMemo(() => layoutTimelineBars(events, range, zoom), [events, range, zoom]);
  const markers = useMemo((): AxisMarker[] => {
    const todayX = dayMiddleX(today, range, zoom);
    const st = [
      ["start", stStartDate, M.stStart],
      ["end", stEndDate, M.stEnd],
    ] as const;
    return [
      ...st
        .filter(([, date]) => isIsoDate(date))
        .map(([kind, date, text]): AxisMarker => {
          const x = dayMiddleX(date, range, zoom);
          const side = stMarkerLabelSide(
            { kind, x, labelWidth: ST_LABEL_WIDTH },
            { x: todayX, labelWidth: TODAY_LABEL_WIDTH },
          );
          return { kind: "st", x, side, text, description: `${text}: ${formatDate(date)}` };
        }),
      {
        kind: "today",
        x: todayX,
        side: "centre",
        text: M.today,
        description: M.todayMarker(formatDate(today)),
      },
    ];
  }, [range, zoom, stStartDate, stEndDate, today]);
  const empty = events.length === 0;
  const rowsHeight = empty ? EMPTY_ROWS_HEIGHT : layout.height + 2 * ROWS_PADDING;

  // Bars get a callback that never changes, so a new onOpen from the page re-renders none of them.
  const onOpenRef = useRef(onOpen);
  useLayoutEffect(() => {
    onOpenRef.current = onOpen;
  });
  const open = useCallback((event: TimelineEvent) => onOpenRef.current(event), []);

  const centreOn = useCallback(
    (date: string) => {
      const el = ref.current;
      if (!el) return;
      el.scrollLeft = scrollLeftToCentre(dayMiddleX(date, range, zoom), el.clientWidth, width);
    },
    [ref, range, zoom, width],
  );

  // The day to put in the middle once the next layout is drawn: today when the view opens (over
  // any position the drag-scroll hook restores), the day that was in the middle when zooming.
  const pendingCentre = useRef<string | null>(today);
  useEffect(() => {
    const date = pendingCentre.current;
    if (date === null) return;
    pendingCentre.current = null;
    centreOn(date);
  }, [centreOn]);

  const changeZoom = (next: TimelineZoom) => {
    const el = ref.current;
    if (el) pendingCentre.current = dateAtX(el.scrollLeft + el.clientWidth / 2, range, zoom);
    setZoom(next);
    storeZoom(next);
  };

  // A bar reached by Tab comes into view, clear of the sticky axis (scroll-padding); one wider
  // than the view shows its start, where the title is.
  const showFocusedBar = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const target = event.target;
      const el = ref.current;
      if (!el || !(target instanceof HTMLElement) || !target.dataset.eventKey) return;
      const wide = target.offsetWidth > el.clientWidth - 2 * ROWS_PADDING;
      target.scrollIntoView({ block: "nearest", inline: wide ? "start" : "nearest" });
    },
    [ref],
  );

  return (
    <Stack gap="xs">
      <TimelineControls zoom={zoom} onZoomChange={changeZoom} onToday={() => centreOn(today)} />
      <section
        ref={ref}
        {...handlers}
        onFocus={showFocusedBar}
        data-testid="timeline"
        aria-label={M.region}
        // With no bars to Tab to, the box itself takes focus so the keyboard can scroll it.
        tabIndex={empty ? 0 : undefined}
        style={{
          position: "relative",
          overflow: "auto",
          maxHeight: "70vh",
          overscrollBehaviorX: "contain",
          scrollPaddingTop: AXIS_HEIGHT + ROWS_PADDING,
          scrollPaddingInline: ROWS_PADDING,
          cursor: "grab",
          border: "1px solid var(--mantine-color-gray-3)",
          borderRadius: 8,
          background: "var(--mantine-color-white)",
        }}
      >
        <div style={{ position: "relative", width, height: AXIS_HEIGHT + rowsHeight }}>
          <TimelineGrid ticks={ticks} markers={markers} height={rowsHeight} />
          <TimelineAxis ticks={ticks} zoom={zoom} width={width} markers={markers} />
          <div style={{ position: "relative", height: rowsHeight }}>
            {empty ? (
              // Sticky: the text stays in the visible part of the box wherever it is scrolled.
              <Text
                c="dimmed"
                style={{
                  position: "sticky",
                  left: 0,
                  zIndex: 3,
                  display: "inline-block",
                  margin: ROWS_PADDING * 2,
                  padding: "0 4px",
                  borderRadius: 4,
                  background: "var(--mantine-color-white)",
                }}
              >
                {M.empty}
              </Text>
            ) : null}
            {layout.placements.map(({ bar, top }) => (
              <TimelineBar
                key={eventKey(bar.event)}
                event={bar.event}
                left={bar.left}
                top={top + ROWS_PADDING}
                width={bar.width}
                onOpen={open}
              />
            ))}
          </div>
        </div>
      </section>
    </Stack>
  );
}
