import { z } from "zod";

/** Zod's own messages (for checks without a message of ours) in Swedish; call once at start-up. */
export function applySwedishZodMessages(): void {
  z.config(z.locales.sv());
}
