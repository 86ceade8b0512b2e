import type { ReadinessThresholds } from "@/shared/rules/signing-rights";
import { signingRightsQueryKey } from "@/web/lib/query-keys";

/** Query keys of the signing-rights page; every write invalidates `all`. */
export const signingRightsKeys = {
  all: signingRightsQueryKey,
  options: ["signing-rights", "options"] as const,
  evaluations: ["signing-rights", "evaluations"] as const,
  calibration: ["signing-rights", "calibration"] as const,
  evaluation: (id: string, thresholds: ReadinessThresholds) =>
    ["signing-rights", "evaluation", id, thresholds] as const,
};
