import { VisuallyHidden } from "@mantine/core";
import { memo } from "react";
import type { AxisTick, MarkerLabelSide } from "@/shared/rules/timeline-axis";
import type { TimelineZoom } from "@/shared/rules/timeline-layout";
import { axisTickLabel } from "./timeline-labels";

/** The header's two lines: the month, quarter or year labels, then the markers' labels. */
export const AXIS_TICK_ROW = 24;
export const AXIS_MARKER_ROW = 20;
export const AXIS_HEIGHT = AXIS_TICK_ROW + AXIS_MARKER_ROW;

const TODAY_COLOR = "var(--mantine-color-red-8)";
const ST_COLOR = "var(--mantine-color-gray-7)";
const GRID_COLOR = "var(--mantine-color-gray-3)";

/** Room the labels take (12 px text): enough to keep 'Idag' and 'ST-Slut' apart. */
export const TODAY_LABEL_WIDTH = 40;
export const ST_LABEL_WIDTH = 60;

/** A day marked on the axis: today, or the ST start or end. */
export interface AxisMarker {
  readonly kind: "today" | "st";
  readonly x: number;
  /** Where the label sits: centred on the line (today), or just before or after it. */
  readonly side: "centre" | MarkerLabelSide;
  /** What is shown above the line ('Idag', 'ST-Start'). */
  readonly text: string;
  /** What a screen reader hears instead ('Idag: 23 nov 2026'). */
  readonly description: string;
}

interface TimelineAxisProps {
  ticks: readonly AxisTick[];
  zoom: TimelineZoom;
  width: number;
  markers: readonly AxisMarker[];
}

/**
 * The time axis, kept at the top while the rows scroll under it. The tick labels are only a
 * visual aid (each bar's name says when it is), so assistive technology skips them; the markers
 * are read with their dates.
 */
export const TimelineAxis = memo(function TimelineAxis({
  ticks,
  zoom,
  width,
  markers,
}: TimelineAxisProps) {
  return (
    <div
      style={{
        position: "sticky",
        top: 0,
        zIndex: 3,
        width,
        height: AXIS_HEIGHT,
        background: "var(--mantine-color-white)",
        borderBottom: `1px solid ${GRID_COLOR}`,
      }}
    >
      <div aria-hidden style={{ position: "relative", height: AXIS_TICK_ROW }}>
        {ticks.map((tick) => (
          <div
            key={tick.startDate}
            style={{
              position: "absolute",
              left: tick.left,
              width: tick.width,
              height: AXIS_TICK_ROW,
              padding: "4px 0 0 4px",
              borderLeft: `1px solid ${GRID_COLOR}`,
              fontSize: 12,
              color: "var(--mantine-color-gray-8)",
              whiteSpace: "nowrap",
              overflow: "hidden",
            }}
          >
            {axisTickLabel(tick.startDate, zoom)}
          </div>
        ))}
      </div>
      {markers.map((marker) => (
        <MarkerLabel key={marker.kind + marker.text} marker={marker} />
      ))}
    </div>
  );
});

const LABEL_SHIFT = { centre: "translateX(-50%)", before: "translateX(-100%)", after: "none" };

function MarkerLabel({ marker }: { marker: AxisMarker }) {
  const today = marker.kind === "today";
  return (
    <div
      data-testid={today ? "timeline-today" : undefined}
      style={{
        position: "absolute",
        left: marker.x + (marker.side === "after" ? 2 : marker.side === "before" ? -2 : 0),
        top: AXIS_TICK_ROW,
        zIndex: today ? 1 : 0,
        transform: LABEL_SHIFT[marker.side],
        padding: "0 4px",
        borderRadius: 4,
        background: "var(--mantine-color-white)",
        color: today ? TODAY_COLOR : ST_COLOR,
        fontSize: 12,
        fontWeight: today ? 700 : 400,
        lineHeight: `${AXIS_MARKER_ROW - 2}px`,
        whiteSpace: "nowrap",
      }}
    >
      <span aria-hidden>{marker.text}</span>
      <VisuallyHidden>{marker.description}</VisuallyHidden>
    </div>
  );
}

interface TimelineGridProps {
  ticks: readonly AxisTick[];
  markers: readonly AxisMarker[];
  height: number;
}

/** Light lines at each tick and a line per marker (today's solid, the ST's dashed) under the axis. */
export const TimelineGrid = memo(function TimelineGrid({
  ticks,
  markers,
  height,
}: TimelineGridProps) {
  const line = { position: "absolute", top: AXIS_HEIGHT, height, pointerEvents: "none" } as const;
  return (
    <div aria-hidden>
      {ticks.map((tick) => (
        <div
          key={tick.startDate}
          style={{ ...line, left: tick.left, borderLeft: `1px solid ${GRID_COLOR}` }}
        />
      ))}
      {markers.map((marker) => (
        <div
          key={marker.kind + marker.text}
          style={{
            ...line,
            // Today's line is drawn over the bars so it is never lost behind a long rotation.
            zIndex: marker.kind === "today" ? 2 : 0,
            left: marker.x - 1,
            borderLeft:
              marker.kind === "today" ? `2px solid ${TODAY_COLOR}` : `2px dashed ${ST_COLOR}`,
          }}
        />
      ))}
    </div>
  );
});
