import { useCallback, useState } from "react";
import { takeDraft } from "@/web/lib/draft-storage";
import { useSession } from "@/web/lib/session";
import { type LostMove, lostMovesDraftKey, type MoveVars } from "./move-to-quarter";

const KINDS = new Set(["goal", "procedure", "course"]);

/** A kept move as it comes back from the tab's storage: only what a move can be. */
function isLostMove(value: unknown): value is LostMove {
  if (typeof value !== "object" || value === null) return false;
  const { kind, itemId, quarter, notSaved } = value as Record<string, unknown>;
  return (
    typeof kind === "string" &&
    KINDS.has(kind) &&
    typeof itemId === "string" &&
    typeof quarter === "string" &&
    /^\d{4}-Q[1-4]$/.test(quarter) &&
    typeof notSaved === "string"
  );
}

/**
 * The moves a session that ended cut off (decision 159), taken once after the next sign-in: the
 * overview names them and sends them again when asked; nothing is sent without the user.
 */
export function useLostMoves(doctorId: string, send: (move: MoveVars) => void) {
  const { data: session } = useSession();
  const [moves, setMoves] = useState<readonly LostMove[]>(() => {
    const kept = takeDraft<unknown>(lostMovesDraftKey(doctorId), session?.user.id);
    return Array.isArray(kept) ? kept.filter(isLostMove) : [];
  });
  const resend = useCallback(() => {
    for (const { kind, itemId, quarter } of moves) send({ kind, itemId, quarter });
    setMoves([]);
  }, [moves, send]);
  const dismiss = useCallback(() => setMoves([]), []);
  return { moves, resend, dismiss };
}
