import type { TimelineZoom } from "@/shared/rules/timeline-layout";

/** Texts of the overview's horizontal timeline (Tidslinje). */
export const OVERVIEW_TIMELINE_MESSAGES = {
  region: "Tidslinje",
  zoom: "Zoom",
  zooms: { month: "Månad", quarter: "Kvartal", year: "År" } satisfies Record<TimelineZoom, string>,
  today: "Idag",
  todayMarker: (date: string) => `Idag: ${date}`,
  stStart: "ST-Start",
  stEnd: "ST-Slut",
  empty: "Inget planerat ännu.",
  /** A bar's accessible name: 'Kurs: Strålskydd, Planerad, 2026-Q3'. */
  bar: (type: string, title: string, status: string, when: string) =>
    `${type}: ${title}, ${status}, ${when}`,
  dateRange: (from: string, to: string) => `${from} – ${to}`,
} as const;
