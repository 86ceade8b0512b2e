import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Bar,
  barGeometry,
  dateToX,
  eventSpan,
  GANTT_ROW_GAP,
  GANTT_ROW_HEIGHT,
  isDraggableEventType,
  MIN_BAR_WIDTH,
  meetingTimelineStatus,
  PIXELS_PER_DAY,
  packBars,
  rotationTimelineStatus,
  sitInTimelineStatus,
  timelineBounds,
  timelineHeight,
} from "./timeline-layout";

function overlaps(a: Bar, b: Bar): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width;
}

/** Largest number of bars covering one point ([left, right) intervals). */
function maxSimultaneous(bars: readonly Bar[]): number {
  const events = bars.flatMap((b) => [
    { x: b.left, d: 1 },
    { x: b.left + b.width, d: -1 },
  ]);
  events.sort((a, b) => a.x - b.x || a.d - b.d); // ends before starts at the same point
  let current = 0;
  let best = 0;
  for (const e of events) {
    current += e.d;
    best = Math.max(best, current);
  }
  return best;
}

describe("scale and geometry", () => {
  it("uses the spec's pixels per day, row height, gap and minimum width", () => {
    expect(PIXELS_PER_DAY).toEqual({ month: 4, quarter: 1.5, year: 0.5 });
    expect([GANTT_ROW_HEIGHT, GANTT_ROW_GAP, MIN_BAR_WIDTH]).toEqual([36, 4, 20]);
  });

  it.each([
    ["month", 40],
    ["quarter", 15],
    ["year", 5],
  ] as const)("10 days in zoom %s is %i px", (zoom, px) => {
    expect(dateToX("2025-01-11", "2025-01-01", zoom)).toBe(px);
  });

  it("draws a bar from its first to its last day, at least 20 px wide", () => {
    expect(
      barGeometry({ startDate: "2025-01-11", endDate: "2025-01-20" }, "2025-01-01", "month"),
    ).toEqual({
      left: 40,
      width: 40,
    });
    expect(
      barGeometry({ startDate: "2025-01-01", endDate: "2025-01-01" }, "2025-01-01", "year").width,
    ).toBe(MIN_BAR_WIDTH);
  });

  it("spans a whole month for a month-precision end, and a quarter for an undated item", () => {
    expect(eventSpan({ quarter: "2025-Q1", startDate: "2025-02", endDate: "2025-03" })).toEqual({
      startDate: "2025-02-01",
      endDate: "2025-03-31",
    });
    expect(eventSpan({ quarter: "2025-Q2" })).toEqual({
      startDate: "2025-04-01",
      endDate: "2025-06-30",
    });
    expect(eventSpan({ quarter: "2025-Q2", startDate: "2025-05-03" })).toEqual({
      startDate: "2025-05-03",
      endDate: "2025-05-03",
    });
  });

  it("bounds the timeline by whole quarters", () => {
    expect(timelineBounds(["2025-05-03", "2024-02-10", "2026-11"])).toEqual({
      startDate: "2024-01-01",
      endDate: "2026-12-31",
    });
  });
});

describe("packing bars into rows", () => {
  it("puts overlapping bars in separate rows and reuses a row once free", () => {
    const { placements, rowCount, height } = packBars([
      { id: "a", left: 0, width: 100 },
      { id: "b", left: 50, width: 100 },
      { id: "c", left: 100, width: 20 }, // touches a's end: shares row 0
      { id: "d", left: 60, width: 10 },
    ]);
    const rowOf = Object.fromEntries(placements.map((p) => [p.bar.id, p.row]));
    expect(rowOf).toEqual({ a: 0, b: 1, d: 2, c: 0 });
    expect(rowCount).toBe(3);
    expect(placements.find((p) => p.bar.id === "d")?.top).toBe(80);
    expect(height).toBe(3 * 36 + 2 * 4);
  });

  it("has no rows for no bars", () => {
    expect(packBars([])).toEqual({ placements: [], rowCount: 0, height: 0 });
    expect(timelineHeight(1)).toBe(36);
  });

  it("property: no two bars in a row overlap, and rows = largest simultaneous overlap", () => {
    const bar = fc.record({
      id: fc.uuid(),
      left: fc.integer({ min: 0, max: 2000 }).map((n) => n * 0.5),
      width: fc.integer({ min: MIN_BAR_WIDTH, max: 600 }).map((n) => n * 0.5 + 10),
    });
    fc.assert(
      fc.property(fc.array(bar, { maxLength: 40 }), (bars) => {
        const { placements, rowCount } = packBars(bars);
        expect(placements).toHaveLength(bars.length);
        for (const p of placements) {
          expect(p.top).toBe(p.row * (GANTT_ROW_HEIGHT + GANTT_ROW_GAP));
          for (const q of placements) {
            if (p !== q && p.row === q.row) expect(overlaps(p.bar, q.bar)).toBe(false);
          }
        }
        expect(rowCount).toBe(maxSimultaneous(bars));
      }),
    );
  });
});

describe("timeline status and dragging", () => {
  it.each([
    ["2025-01", "2025-05", "2025-05-31", "in_progress"],
    ["2025-01", "2025-05", "2025-06-01", "completed"],
    ["2025-05-01", "2025-05-20", "2025-05-20", "in_progress"],
    ["2025-05-01", "2025-05-20", "2025-05-21", "completed"],
    // Not started yet: planned, not in progress (decision 178).
    ["2026-09", "2027-02", "2026-08-31", "planned"],
    ["2026-09", "2027-02", "2026-09-01", "in_progress"],
    ["2026-09-15", "2026-10-15", "2026-09-14", "planned"],
    ["2026-09-15", "2026-10-15", "2026-09-15", "in_progress"],
  ] as const)("a rotation from %s to %s is, on %s, %s", (start, end, today, status) => {
    expect(rotationTimelineStatus({ startDate: start, endDate: end }, today)).toBe(status);
  });

  it("sit-ins and meetings are always completed", () => {
    expect(sitInTimelineStatus()).toBe("completed");
    expect(meetingTimelineStatus()).toBe("completed");
  });

  it.each([
    ["goal", true],
    ["procedure", true],
    ["course", true],
    ["rotation", false],
    ["sit-in", false],
    ["meeting", false],
  ] as const)("%s can be dragged: %s", (type, draggable) => {
    expect(isDraggableEventType(type)).toBe(draggable);
  });
});
