import { createContext, useContext } from "react";
import type { TimelineEvent } from "@/shared/rules/timeline-layout";
import type { TSigningRightsDecision } from "@/shared/schemas/doctor-record";
import {
  NO_SIGNING_RIGHTS,
  type SigningRightsByEntry,
} from "@/web/entities/matrix/signing-rights-decisions";

/**
 * The record's signing-rights decisions by examination, for the overview's cards and bars: a
 * context, so the memoised cards need no new prop through the year and quarter layouts.
 */
export const SigningRightsContext = createContext<SigningRightsByEntry>(NO_SIGNING_RIGHTS);

/** The decision an examination's event shows (decision 136); none for other events. */
export function useSigningRightsOf(event: TimelineEvent): TSigningRightsDecision | undefined {
  const decisions = useContext(SigningRightsContext);
  return event.type === "procedure" ? decisions.get(event.id) : undefined;
}
