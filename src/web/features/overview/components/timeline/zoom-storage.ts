import { DEFAULT_TIMELINE_ZOOM, parseTimelineZoom } from "@/shared/rules/timeline-axis";
import type { TimelineZoom } from "@/shared/rules/timeline-layout";

const ZOOM_KEY = "st-portalen:timeline-zoom";

/** The zoom last chosen in this browser, or the default when none (or something else) is stored. */
export function readStoredZoom(): TimelineZoom {
  try {
    return parseTimelineZoom(localStorage.getItem(ZOOM_KEY)) ?? DEFAULT_TIMELINE_ZOOM;
  } catch {
    // Storage may be blocked (private mode, policies): the default zoom then.
    return DEFAULT_TIMELINE_ZOOM;
  }
}

export function storeZoom(zoom: TimelineZoom): void {
  try {
    localStorage.setItem(ZOOM_KEY, zoom);
  } catch {
    // See readStoredZoom: the choice then lasts only while the view is open.
  }
}
