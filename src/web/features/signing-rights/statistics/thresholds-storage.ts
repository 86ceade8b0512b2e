import { useCallback, useState } from "react";
import {
  DEFAULT_THRESHOLDS,
  normalizeThresholds,
  type ReadinessThresholds,
  type ThresholdKey,
} from "@/shared/rules/signing-rights";

/** Adjusted thresholds apply only locally, for one ST doctor (spec section 9). */
export function thresholdsStorageKey(doctorId: string): string {
  return `st-portalen:signing-thresholds:${doctorId}`;
}

const KEYS: readonly ThresholdKey[] = Object.keys(DEFAULT_THRESHOLDS) as ThresholdKey[];

export function isDefaultThresholds(t: ReadinessThresholds): boolean {
  return KEYS.every((key) => t[key] === DEFAULT_THRESHOLDS[key]);
}

/**
 * The doctor's stored thresholds, or the defaults. What is read back may have been written by an
 * older version or by hand, so it passes the same normalisation as the form.
 */
export function readThresholds(
  storage: Storage | undefined,
  doctorId: string,
): ReadinessThresholds {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(thresholdsStorageKey(doctorId)) ?? null;
  } catch {
    // Storage may be switched off (private mode, a policy): the defaults apply.
  }
  if (!raw) return DEFAULT_THRESHOLDS;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return DEFAULT_THRESHOLDS;
    const record = parsed as Record<string, unknown>;
    const pick = (key: ThresholdKey) => {
      const value = record[key];
      return typeof value === "number" || typeof value === "string" ? value : undefined;
    };
    return normalizeThresholds({
      successRateThreshold: pick("successRateThreshold"),
      majorChangesThreshold: pick("majorChangesThreshold"),
      minEvaluations: pick("minEvaluations"),
      confidenceWeight: pick("confidenceWeight"),
    });
  } catch {
    return DEFAULT_THRESHOLDS;
  }
}

/** Stores the doctor's thresholds; the defaults are stored as nothing. */
export function writeThresholds(
  storage: Storage | undefined,
  doctorId: string,
  thresholds: ReadinessThresholds,
): void {
  try {
    if (isDefaultThresholds(thresholds)) storage?.removeItem(thresholdsStorageKey(doctorId));
    else storage?.setItem(thresholdsStorageKey(doctorId), JSON.stringify(thresholds));
  } catch {
    // A full or blocked storage keeps the adjustment for this visit only.
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The thresholds in force for the doctor, and how to change them. */
export function useDoctorThresholds(
  doctorId: string,
): [ReadinessThresholds, (next: ReadinessThresholds) => void] {
  // Kept per doctor in state as well, so a storage that refuses writes still holds the change.
  const [adjusted, setAdjusted] = useState<Record<string, ReadinessThresholds>>({});
  const thresholds = adjusted[doctorId] ?? readThresholds(browserStorage(), doctorId);
  const save = useCallback(
    (next: ReadinessThresholds) => {
      writeThresholds(browserStorage(), doctorId, next);
      setAdjusted((current) => ({ ...current, [doctorId]: next }));
    },
    [doctorId],
  );
  return [thresholds, save];
}
