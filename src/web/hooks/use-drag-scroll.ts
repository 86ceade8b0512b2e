import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef } from "react";

/** Pixels the pointer must travel before a press becomes a drag (so clicks stay clicks). */
const DRAG_THRESHOLD_PX = 4;
/** Controls keep their own pointer behaviour: dragging starts only on the background. */
const INTERACTIVE = "button, a, input, select, textarea, label, [role='button']";

interface DragState {
  pointerId: number;
  startX: number;
  startY: number;
  scrollLeft: number;
  scrollTop: number;
  dragging: boolean;
}

function readPosition(key: string): { left: number; top: number } | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === "object" &&
      "left" in parsed &&
      "top" in parsed &&
      typeof parsed.left === "number" &&
      typeof parsed.top === "number"
    ) {
      return { left: parsed.left, top: parsed.top };
    }
  } catch {
    // Storage may be blocked (private mode); the position is then simply not remembered.
  }
  return undefined;
}

function writePosition(key: string, left: number, top: number) {
  try {
    sessionStorage.setItem(key, JSON.stringify({ left, top }));
  } catch {
    // See readPosition.
  }
}

/**
 * Lets a wide scroll container be dragged with the mouse (or pen/touch) and remembers its scroll
 * position for the browser tab under `storageKey` (sessionStorage), restoring it on mount.
 * Returns a ref for the container and the pointer handlers to spread on it.
 */
export function useDragScroll<T extends HTMLElement>(storageKey: string) {
  const ref = useRef<T>(null);
  const drag = useRef<DragState | null>(null);
  const frame = useRef(0);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const saved = readPosition(storageKey);
    if (saved) el.scrollTo({ left: saved.left, top: saved.top });
    const onScroll = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() =>
        writePosition(storageKey, el.scrollLeft, el.scrollTop),
      );
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame.current);
      el.removeEventListener("scroll", onScroll);
    };
  }, [storageKey]);

  const onPointerDown = useCallback((event: ReactPointerEvent<T>) => {
    const el = ref.current;
    if (!el || event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      scrollLeft: el.scrollLeft,
      scrollTop: el.scrollTop,
      dragging: false,
    };
  }, []);

  const onPointerMove = useCallback((event: ReactPointerEvent<T>) => {
    const el = ref.current;
    const state = drag.current;
    if (!el || !state || state.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    if (!state.dragging) {
      if (Math.abs(dx) < DRAG_THRESHOLD_PX && Math.abs(dy) < DRAG_THRESHOLD_PX) return;
      state.dragging = true;
      el.setPointerCapture(event.pointerId);
      el.style.cursor = "grabbing";
      el.style.userSelect = "none";
    }
    el.scrollLeft = state.scrollLeft - dx;
    el.scrollTop = state.scrollTop - dy;
  }, []);

  const endDrag = useCallback((event: ReactPointerEvent<T>) => {
    const el = ref.current;
    const state = drag.current;
    if (!el || !state || state.pointerId !== event.pointerId) return;
    if (state.dragging && el.hasPointerCapture(event.pointerId)) {
      el.releasePointerCapture(event.pointerId);
    }
    el.style.cursor = "";
    el.style.userSelect = "";
    drag.current = null;
  }, []);

  return {
    ref,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
    },
  };
}
