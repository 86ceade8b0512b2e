import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";

/*
 * What scripts/bench-overview.ts measures on the overview page, against this contract (decision
 * 130): the page calls performance.mark("st-overview-ready") once the year view and its events are
 * rendered; the year view is `[data-testid="year-view"]`, its events are buttons carrying
 * `data-event-key` ('goal:STc4', 'procedure:c7-tte', 'course:…' for the draggable kinds), and a
 * dragged event (or an overlay carrying the same key) moves under the pointer.
 */

export const READY_MARK = "st-overview-ready";
const NOT_READY_SCREENSHOT = "bench/overview-not-ready.png";
/** One frame at 60 Hz. */
export const FRAME_MS = 1000 / 60;
const EVENT_SELECTOR = '[data-testid="year-view"] [data-event-key]';
const DRAGGABLE_KINDS = ["goal:", "procedure:", "course:"];

/** Long tasks from the start of each document, read when the page is ready. */
export const LONG_TASK_RECORDER = `
  window.__stLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__stLongTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  } catch {}
`;

export interface ReadyLoad {
  /** Navigation start to the mark, ms. */
  readyMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** Events in the year view at the mark, and how many of them can be dragged. */
  events: number;
  draggable: number;
}

/** One load of `url`: waits at most `timeoutMs` for the mark, then reads it and the long tasks. */
export async function loadUntilReady(page: Page, url: string, timeoutMs: number) {
  await page.goto(url, { waitUntil: "commit", timeout: timeoutMs });
  try {
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      READY_MARK,
      { timeout: timeoutMs, polling: 16 },
    );
  } catch {
    const shown = await page
      .evaluate(
        (selector) =>
          `year view ${document.querySelector('[data-testid="year-view"]') ? "present" : "absent"}, ${document.querySelectorAll(selector).length} events`,
        EVENT_SELECTOR,
      )
      .catch(() => "page not readable");
    mkdirSync("bench", { recursive: true });
    await page.screenshot({ path: NOT_READY_SCREENSHOT }).catch(() => {});
    throw new Error(
      `${page.url()} set no performance.mark("${READY_MARK}") within ${timeoutMs} ms (${shown}; ` +
        `screenshot ${NOT_READY_SCREENSHOT}): the overview page must set it once the year view ` +
        "with its events is rendered.",
    );
  }
  return page.evaluate(
    ({ mark, selector, kinds }): ReadyLoad => {
      const readyMs = performance.getEntriesByName(mark)[0]!.startTime;
      const tasks = (
        (window as unknown as { __stLongTasks?: [number, number][] }).__stLongTasks ?? []
      ).filter(([start]) => start < readyMs);
      const keys = [...document.querySelectorAll(selector)].map(
        (el) => el.getAttribute("data-event-key") ?? "",
      );
      return {
        readyMs,
        longTasks: tasks.length,
        longestTaskMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
        events: keys.length,
        draggable: keys.filter((key) => kinds.some((kind) => key.startsWith(kind))).length,
      };
    },
    { mark: READY_MARK, selector: EVENT_SELECTOR, kinds: DRAGGABLE_KINDS },
  );
}

/**
 * One pointer move of a drag. Chromium hands pointer moves to the page at the start of a frame,
 * just before its animation-frame callbacks: `frames` 0 means the moved event is painted in that
 * same frame, 1 in the next. A page that blocks the thread delays the frame itself, so `commitMs`,
 * the move to the page's DOM change (null if none was seen), tells how long the page's work took;
 * `shownMs` is the move to the callback of the frame that shows it.
 */
export interface DragMove {
  commitMs: number | null;
  shownMs: number;
  frames: number;
}

/**
 * Drags one event of the year view and times `moves` pointer moves (null: it had not moved after
 * 500 ms). The drag is cancelled with Escape at the end, so nothing is saved.
 */
export async function timeDragMoves(page: Page, moves: number): Promise<(DragMove | null)[]> {
  const key = await page.evaluate(
    ({ selector, kinds }) => {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        const key = el.getAttribute("data-event-key") ?? "";
        if (!kinds.some((kind) => key.startsWith(kind))) continue;
        el.scrollIntoView({ block: "center" });
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) return key;
      }
      return null;
    },
    { selector: EVENT_SELECTOR, kinds: DRAGGABLE_KINDS },
  );
  if (!key) throw new Error("the year view shows no goal, examination or course to drag");
  const handle = page
    .locator(`[data-testid="year-view"] [data-event-key=${JSON.stringify(key)}]`)
    .first();
  const box = await handle.boundingBox({ timeout: 5_000 });
  if (!box) throw new Error(`the event ${key} has no box to drag`);

  await page.evaluate(dragProbeScript(key));
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  try {
    // Past any activation distance of the drag sensor, then let the drag settle.
    for (let step = 1; step <= 4; step++) await page.mouse.move(x + step * 4, y);
    await page.waitForTimeout(600);
    if (!(await page.evaluate(`${PROBE}.moved()`)))
      throw new Error(`dragging ${key} did not move it: is it draggable by pointer?`);
    await page.evaluate(`${PROBE}.reset()`);
    for (let i = 1; i <= moves; i++) {
      await page.mouse.move(x + 16 + i * 6, y + (i % 2));
      // A function, not a string: the page's content security policy forbids eval.
      await page.waitForFunction(
        (count) =>
          ((window as unknown as { __stDragProbe?: { results: unknown[] } }).__stDragProbe?.results
            .length ?? 0) >= count,
        i,
        { timeout: 5_000, polling: 16 },
      );
    }
    return (await page.evaluate(`${PROBE}.results`)) as (DragMove | null)[];
  } finally {
    await page.keyboard.press("Escape");
    await page.mouse.up();
  }
}

/**
 * Where the in-page probe keeps its state: `results`, `reset()` and `moved()` (whether the event
 * is elsewhere than when the probe was installed). Read by expressions, as the probe is a string.
 */
const PROBE = "window.__stDragProbe";

/**
 * Runs in the page: on each pointer move, notes the time and the dragged event's place (every
 * element carrying its key, so an overlay counts), then watches the DOM for the change and each
 * animation frame until one shows it. A string, not a function: the script runner's helpers
 * would not exist in the page.
 */
function dragProbeScript(key: string): string {
  return `(() => {
    const selector = '[data-event-key="' + CSS.escape(${JSON.stringify(key)}) + '"]';
    const place = () =>
      [...document.querySelectorAll(selector)]
        .map((el) => {
          const r = el.getBoundingClientRect();
          return r.left.toFixed(1) + "," + r.top.toFixed(1) + "," + getComputedStyle(el).transform;
        })
        .join(";");
    const initial = place();
    // A reset drops what moves before it still report.
    const state = {
      results: [],
      round: 0,
      reset() { state.results = []; state.round++; },
      moved: () => place() !== initial,
    };
    window.addEventListener("pointermove", () => {
      const movedAt = performance.now();
      const before = place();
      const round = state.round;
      let commitMs = null;
      const observer = new MutationObserver(() => {
        if (commitMs === null && place() !== before) commitMs = performance.now() - movedAt;
      });
      observer.observe(document.body, { attributes: true, childList: true, subtree: true });
      let frames = 0;
      const check = () => {
        const now = performance.now();
        if (round !== state.round) return observer.disconnect();
        if (place() !== before) {
          observer.disconnect();
          state.results.push({ commitMs, shownMs: now - movedAt, frames });
        } else if (now - movedAt > 500) {
          observer.disconnect();
          state.results.push(null);
        } else {
          frames++;
          requestAnimationFrame(check);
        }
      };
      requestAnimationFrame(check);
    }, { capture: true });
    window.__stDragProbe = state;
  })()`;
}

/** The value at a share of the sorted values (0.5 the median). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}
