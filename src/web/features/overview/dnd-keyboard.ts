import type { ClientRect, KeyboardCoordinateGetter, UniqueIdentifier } from "@dnd-kit/core";

const NEXT = new Set(["ArrowRight", "ArrowDown"]);
const PREVIOUS = new Set(["ArrowLeft", "ArrowUp"]);

/**
 * The quarter an arrow key moves to: the next or previous quarter that is on screen (a collapsed
 * year's quarters have no size and are skipped). Quarter ids sort as text ('2026-Q4' < '2027-Q1').
 */
export function neighbourQuarter(
  code: string,
  current: string,
  shown: readonly string[],
): string | undefined {
  const sorted = [...shown].sort();
  if (NEXT.has(code)) return sorted.find((q) => q > current);
  if (PREVIOUS.has(code)) return sorted.reverse().find((q) => q < current);
  return undefined;
}

function hasSize(rect: ClientRect | undefined): rect is ClientRect {
  return !!rect && rect.width > 0 && rect.height > 0;
}

/**
 * Keyboard moves jump from quarter to quarter instead of dnd-kit's 25 px steps: the dragged
 * event's centre goes to the centre of the neighbouring quarter, so exactly that quarter is under
 * it for the collision check.
 */
export function quarterKeyboardCoordinates(startQuarter: () => string): KeyboardCoordinateGetter {
  return (event, { context }) => {
    if (!NEXT.has(event.code) && !PREVIOUS.has(event.code)) return undefined;
    event.preventDefault();
    const { droppableRects, collisionRect, over } = context;
    const shown: string[] = [];
    droppableRects.forEach((rect: ClientRect, id: UniqueIdentifier) => {
      if (hasSize(rect)) shown.push(String(id));
    });
    const current = over ? String(over.id) : startQuarter();
    const target = neighbourQuarter(event.code, current, shown);
    const rect = target ? droppableRects.get(target) : undefined;
    if (!rect || !collisionRect) return undefined;
    return {
      x: rect.left + rect.width / 2 - collisionRect.width / 2,
      y: rect.top + Math.min(rect.height / 2, 40) - collisionRect.height / 2,
    };
  };
}
