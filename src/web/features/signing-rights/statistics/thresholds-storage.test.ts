import { describe, expect, it } from "vitest";
import { DEFAULT_THRESHOLDS } from "@/shared/rules/signing-rights";
import { readThresholds, thresholdsStorageKey, writeThresholds } from "./thresholds-storage";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("doctor thresholds in local storage", () => {
  it("are kept per doctor and read back", () => {
    const storage = memoryStorage();
    const adjusted = { ...DEFAULT_THRESHOLDS, successRateThreshold: 90, confidenceWeight: 0.5 };
    writeThresholds(storage, "doc-1", adjusted);
    expect(readThresholds(storage, "doc-1")).toEqual(adjusted);
    expect(readThresholds(storage, "doc-2")).toEqual(DEFAULT_THRESHOLDS);
    expect(storage.getItem("st-portalen:signing-thresholds:doc-1")).not.toBeNull();
  });

  it("store the defaults as nothing", () => {
    const storage = memoryStorage();
    writeThresholds(storage, "doc-1", { ...DEFAULT_THRESHOLDS, minEvaluations: 5 });
    writeThresholds(storage, "doc-1", DEFAULT_THRESHOLDS);
    expect(storage.length).toBe(0);
  });

  it.each([
    ["not JSON", "{oops", DEFAULT_THRESHOLDS],
    ["not an object", "42", DEFAULT_THRESHOLDS],
    [
      "out of range and off step",
      JSON.stringify({
        successRateThreshold: 150,
        majorChangesThreshold: -3,
        minEvaluations: "7",
        confidenceWeight: 0.34,
      }),
      {
        successRateThreshold: 100,
        majorChangesThreshold: 0,
        minEvaluations: 7,
        confidenceWeight: 0.3,
      },
    ],
    [
      "wrong types and a zero success rate",
      JSON.stringify({
        successRateThreshold: 0,
        majorChangesThreshold: true,
        minEvaluations: null,
      }),
      DEFAULT_THRESHOLDS,
    ],
  ])("read back %s as valid thresholds", (_case, raw, expected) => {
    const storage = memoryStorage();
    storage.setItem(thresholdsStorageKey("doc-1"), raw);
    expect(readThresholds(storage, "doc-1")).toEqual(expected);
  });

  it("fall back to the defaults when storage refuses", () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as Storage;
    expect(readThresholds(refusing, "doc-1")).toEqual(DEFAULT_THRESHOLDS);
    expect(() =>
      writeThresholds(refusing, "doc-1", { ...DEFAULT_THRESHOLDS, minEvaluations: 3 }),
    ).not.toThrow();
    expect(readThresholds(undefined, "doc-1")).toEqual(DEFAULT_THRESHOLDS);
  });
});
