import { describe, expect, it } from "vitest";
import {
  axisTicks,
  DEFAULT_TIMELINE_ZOOM,
  dateAtX,
  dayMiddleX,
  layoutTimelineBars,
  parseTimelineZoom,
  scrollLeftToCentre,
  stMarkerLabelSide,
  type TimelineRange,
  timelineRange,
  timelineWidth,
} from "./timeline-axis";
import type { TimelineEvent } from "./timeline-layout";

function event(partial: Partial<TimelineEvent> & Pick<TimelineEvent, "id">): TimelineEvent {
  return { type: "course", title: partial.id, status: "planned", quarter: "2026-Q1", ...partial };
}

describe("parseTimelineZoom", () => {
  it.each([
    ["month", "month"],
    ["quarter", "quarter"],
    ["year", "year"],
    ["week", undefined],
    ["", undefined],
    [null, undefined],
    [4, undefined],
    ['"quarter"', undefined],
  ] as const)("%j is %j", (value, zoom) => {
    expect(parseTimelineZoom(value)).toBe(zoom);
  });

  it("opens at quarter scale", () => {
    expect(DEFAULT_TIMELINE_ZOOM).toBe("quarter");
  });
});

describe("timelineRange", () => {
  const st = { stStartDate: "2024-02-15", stEndDate: "2029-02-14", today: "2026-11-23" };

  it.each([
    ["no events: the ST quarters", [], "2024-01-01", "2029-03-31"],
    [
      "an event before the ST start widens it to that quarter",
      [event({ id: "a", quarter: "2023-Q3" })],
      "2023-07-01",
      "2029-03-31",
    ],
    [
      "a rotation ending after the ST end widens it to the end month's quarter",
      [event({ id: "r", type: "rotation", startDate: "2029-01", endDate: "2029-05" })],
      "2024-01-01",
      "2029-06-30",
    ],
    [
      "events inside the ST period change nothing",
      [event({ id: "c", startDate: "2026-03-10" })],
      "2024-01-01",
      "2029-03-31",
    ],
  ] as const)("%s", (_name, events, startDate, endDate) => {
    expect(timelineRange({ ...st, events })).toEqual({ startDate, endDate });
  });

  it.each([
    ["today after the ST end", { ...st, today: "2030-05-02" }, "2024-01-01", "2030-06-30"],
    ["today before the ST start", { ...st, today: "2023-12-31" }, "2023-10-01", "2029-03-31"],
    [
      "no ST dates yet: today's quarter",
      { stStartDate: "", stEndDate: "", today: "2026-11-23" },
      "2026-10-01",
      "2026-12-31",
    ],
    ["an unreadable ST end is left out", { ...st, stEndDate: "okänt" }, "2024-01-01", "2026-12-31"],
  ] as const)("%s", (_name, input, startDate, endDate) => {
    expect(timelineRange({ ...input, events: [] })).toEqual({ startDate, endDate });
  });
});

describe("scale", () => {
  const year2026: TimelineRange = { startDate: "2026-01-01", endDate: "2026-12-31" };

  it.each([
    ["month", 1460],
    ["quarter", 547.5],
    ["year", 182.5],
  ] as const)("a 365-day range at %s zoom is %d px wide", (zoom, width) => {
    expect(timelineWidth(year2026, zoom)).toBe(width);
  });

  it.each([
    ["2026-01-01", "month", 2],
    ["2026-01-02", "month", 6],
    ["2026-01-11", "quarter", 15.75],
    ["2026-12-31", "year", 182.25],
  ] as const)("the middle of %s at %s zoom is %d px", (date, zoom, x) => {
    expect(dayMiddleX(date, year2026, zoom)).toBe(x);
  });

  it.each([
    [0, "month", "2026-01-01"],
    [3.9, "month", "2026-01-01"],
    [4, "month", "2026-01-02"],
    [15, "quarter", "2026-01-11"],
    [-50, "quarter", "2026-01-01"],
    [10_000, "year", "2026-12-31"],
  ] as const)("x %d at %s zoom is %s", (x, zoom, date) => {
    expect(dateAtX(x, year2026, zoom)).toBe(date);
  });

  it("dateAtX reverses dayMiddleX", () => {
    for (const zoom of ["month", "quarter", "year"] as const) {
      expect(dateAtX(dayMiddleX("2026-07-14", year2026, zoom), year2026, zoom)).toBe("2026-07-14");
    }
  });
});

describe("scrollLeftToCentre", () => {
  it.each([
    ["centres a point in the middle", 1000, 400, 3000, 800],
    ["stops at the start", 100, 400, 3000, 0],
    ["stops at the end", 2900, 400, 3000, 2600],
    ["does not scroll content narrower than the view", 200, 800, 500, 0],
    ["rounds to whole pixels", 1000.6, 401, 3000, 800],
  ] as const)("%s", (_name, x, viewport, content, scrollLeft) => {
    expect(scrollLeftToCentre(x, viewport, content)).toBe(scrollLeft);
  });
});

describe("stMarkerLabelSide", () => {
  const today = (x: number) => ({ x, labelWidth: 40 });
  it.each([
    ["ST-Start inwards, today far away", "start", 100, 900, "after"],
    ["ST-Slut inwards, today far away", "end", 900, 100, "before"],
    ["ST-Start flips when today's label lies just after it", "start", 100, 150, "before"],
    ["ST-Slut flips when today's label lies just before it", "end", 900, 850, "after"],
    ["ST-Start stays when today is just before it", "start", 100, 75, "after"],
    ["ST-Slut stays when today is just after it", "end", 900, 925, "before"],
    ["touching is not covering", "start", 100, 180, "after"],
  ] as const)("%s", (_name, kind, x, todayX, side) => {
    expect(stMarkerLabelSide({ kind, x, labelWidth: 60 }, today(todayX))).toBe(side);
  });
});

describe("axisTicks", () => {
  it("month zoom: one tick per month, as wide as its days", () => {
    const ticks = axisTicks({ startDate: "2026-01-01", endDate: "2026-03-31" }, "month");
    expect(ticks).toEqual([
      { startDate: "2026-01-01", left: 0, width: 124 },
      { startDate: "2026-02-01", left: 124, width: 112 },
      { startDate: "2026-03-01", left: 236, width: 124 },
    ]);
  });

  it("quarter zoom: one tick per quarter", () => {
    const ticks = axisTicks({ startDate: "2025-10-01", endDate: "2026-06-30" }, "quarter");
    expect(ticks).toEqual([
      { startDate: "2025-10-01", left: 0, width: 138 },
      { startDate: "2026-01-01", left: 138, width: 135 },
      { startDate: "2026-04-01", left: 273, width: 136.5 },
    ]);
  });

  it("year zoom: years cut to the range where it starts or ends mid-year", () => {
    const ticks = axisTicks({ startDate: "2025-07-01", endDate: "2027-03-31" }, "year");
    expect(ticks).toEqual([
      { startDate: "2025-01-01", left: 0, width: 92 },
      { startDate: "2026-01-01", left: 92, width: 182.5 },
      { startDate: "2027-01-01", left: 274.5, width: 45 },
    ]);
  });

  it.each([
    ["month", 60],
    ["quarter", 20],
    ["year", 6],
  ] as const)("a five-year ST from mid-2024 has %s ticks adding up to its width", (zoom, count) => {
    const range = { startDate: "2024-07-01", endDate: "2029-06-30" };
    const ticks = axisTicks(range, zoom);
    expect(ticks).toHaveLength(count);
    expect(ticks.reduce((sum, t) => sum + t.width, 0)).toBeCloseTo(timelineWidth(range, zoom));
    ticks.forEach((tick, i) => {
      if (i > 0) expect(tick.left).toBeCloseTo(ticks[i - 1]!.left + ticks[i - 1]!.width);
    });
  });
});

describe("layoutTimelineBars", () => {
  const range: TimelineRange = { startDate: "2026-01-01", endDate: "2026-12-31" };
  const events = [
    event({ id: "late", startDate: "2026-09-10", title: "Sen kurs" }),
    event({ id: "goal", type: "goal", quarter: "2026-Q1", title: "STa1" }),
    event({
      id: "rot",
      type: "rotation",
      startDate: "2026-02",
      endDate: "2026-04",
      title: "Kardiologi",
    }),
    event({ id: "early", startDate: "2026-01-01", title: "Akut kurs" }),
  ];

  it("places bars in chronological order, by start, then end, then title", () => {
    const { placements } = layoutTimelineBars(events, range, "quarter");
    expect(placements.map((p) => p.bar.event.id)).toEqual(["early", "goal", "rot", "late"]);
  });

  it("packs overlapping bars into separate rows and reuses a free row", () => {
    const { placements, height } = layoutTimelineBars(events, range, "quarter");
    expect(placements.map((p) => [p.bar.event.id, p.row])).toEqual([
      ["early", 0],
      ["goal", 1],
      ["rot", 0],
      ["late", 0],
    ]);
    expect(height).toBe(36 + 4 + 36);
  });

  it("gives each bar the event's span and geometry at the zoom", () => {
    const { placements } = layoutTimelineBars(events, range, "month");
    const rotation = placements.find((p) => p.bar.event.id === "rot")!.bar;
    expect(rotation).toMatchObject({
      startDate: "2026-02-01",
      endDate: "2026-04-30",
      left: 31 * 4,
      width: 89 * 4,
    });
    const dayCourse = placements.find((p) => p.bar.event.id === "late")!.bar;
    expect(dayCourse.width).toBe(20);
  });

  it("has no rows when there are no events", () => {
    expect(layoutTimelineBars([], range, "year")).toEqual({ placements: [], height: 0 });
  });
});
