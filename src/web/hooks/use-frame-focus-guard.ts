import { type RefObject, useEffect } from "react";

/** How long after the frame has loaded a focus it did not ask for is still taken back. */
const GRACE_AFTER_LOAD_MS = 5000;
/** A focus move this soon after a Tab press is that press's. */
const TAB_MOVE_MS = 300;

/**
 * Chromium's PDF viewer takes focus when its document has loaded. In a dialog that leaves the
 * keyboard inside the plugin: Escape no longer closes the dialog and Tab no longer moves through
 * it. While the frame loads (and briefly after), focus that moves into the frame without the user
 * tabbing there is given back to the element that had it, once; after that the frame is the
 * user's to focus.
 */
export function useFrameFocusGuard(frame: RefObject<HTMLIFrameElement | null>) {
  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    let armed = true;
    let lastTabAt = Number.NEGATIVE_INFINITY;
    let previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let disarmTimer: ReturnType<typeof setTimeout> | undefined;

    const takeBack = () => {
      // Look once the move is done: the frame, or the window that lost focus to it.
      setTimeout(() => {
        const tabbed = performance.now() - lastTabAt < TAB_MOVE_MS;
        if (!armed || tabbed || document.activeElement !== node) return;
        armed = false;
        previous?.focus();
      }, 0);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target === node) takeBack();
      else if (event.target instanceof HTMLElement) previous = event.target;
    };
    // A Tab press that reaches the frame is the user's choice: the frame may keep that focus.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab") lastTabAt = performance.now();
    };
    const onLoad = () => {
      disarmTimer = setTimeout(() => {
        armed = false;
      }, GRACE_AFTER_LOAD_MS);
    };

    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown, true);
    window.addEventListener("blur", takeBack);
    node.addEventListener("load", onLoad);
    return () => {
      clearTimeout(disarmTimer);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown, true);
      window.removeEventListener("blur", takeBack);
      node.removeEventListener("load", onLoad);
    };
  }, [frame]);
}
