import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EvaluationResult } from "./signing-rights";
import {
  assessorCalibration,
  CURVE_WINDOW,
  certaintyOverThreshold,
  formatInterval,
  formatWholePercent,
  learningCurve,
  resultIntervals,
  trendOfLatest,
  wilsonInterval,
} from "./signing-rights-confidence";

const results = (good: number, major: number): EvaluationResult[] => [
  ...Array.from({ length: good }, () => "no_changes" as const),
  ...Array.from({ length: major }, () => "major_changes" as const),
];

/** Dated assessments one day apart from 2026-01-01, in the order given. */
const dated = (list: readonly EvaluationResult[]) =>
  list.map((evaluationResult, i) => ({
    evaluationResult,
    evaluationDate: `2026-${String(1 + Math.floor(i / 28)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
    createdAt: `2026-11-01T00:00:${String(i % 60).padStart(2, "0")}Z`,
  }));

describe("wilsonInterval", () => {
  // Published Wilson 95 % score intervals (Newcombe 1998; e.g. 50 of 100: 40.4–59.6 %), recomputed
  // independently from the closed form with z = 1.95996.
  it.each([
    [11, 12, 91.667, 64.612, 98.513],
    [10, 10, 100, 72.247, 100],
    [0, 10, 0, 0, 27.753],
    [50, 100, 50, 40.383, 59.617],
    [8, 10, 80, 49.016, 94.332],
    [1, 12, 8.333, 1.487, 35.388],
  ])("%i of %i: %f %% (%f–%f %%)", (k, n, rate, lower, upper) => {
    const w = wilsonInterval(k, n);
    expect(w.rate).toBeCloseTo(rate, 2);
    expect(w.lower).toBeCloseTo(lower, 2);
    expect(w.upper).toBeCloseTo(upper, 2);
  });

  it("no assessments: the rate reads 0 and anything from 0 to 100 % is possible", () => {
    expect(wilsonInterval(0, 0)).toEqual({ n: 0, k: 0, rate: 0, lower: 0, upper: 100 });
  });

  it("the issue's example reads '92 %' and '65–99 %'", () => {
    const w = wilsonInterval(11, 12);
    expect(formatWholePercent(w.rate)).toBe("92\u00a0%");
    expect(formatInterval(w)).toBe("65–99\u00a0%");
  });

  const counts = fc
    .integer({ min: 1, max: 2000 })
    .chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n)));

  it("contains the estimate and stays within 0–100 %", () => {
    fc.assert(
      fc.property(counts, ([k, n]) => {
        const w = wilsonInterval(k, n);
        expect(w.lower).toBeGreaterThanOrEqual(0);
        expect(w.upper).toBeLessThanOrEqual(100);
        expect(w.lower).toBeLessThanOrEqual(w.rate);
        expect(w.upper).toBeGreaterThanOrEqual(w.rate);
      }),
    );
  });

  it("narrows as n grows at a fixed rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 2, max: 20 }),
        (base, goodRaw, factor) => {
          const good = Math.min(goodRaw, base);
          const small = wilsonInterval(good, base);
          const large = wilsonInterval(good * factor, base * factor);
          expect(large.upper - large.lower).toBeLessThan(small.upper - small.lower);
        },
      ),
    );
  });
});

describe("resultIntervals", () => {
  it("success counts no and minor changes; major changes the rest", () => {
    const r = resultIntervals([
      { evaluationResult: "no_changes" },
      { evaluationResult: "minor_changes" },
      { evaluationResult: "major_changes" },
      { evaluationResult: "no_changes" },
    ]);
    expect(r.success).toMatchObject({ n: 4, k: 3, rate: 75 });
    expect(r.majorChanges).toMatchObject({ n: 4, k: 1, rate: 25 });
  });
});

describe("certaintyOverThreshold", () => {
  it("11 of 12 against 80 %: not yet sure", () => {
    const c = certaintyOverThreshold(wilsonInterval(11, 12), 80);
    expect(c.state).toBe("uncertain");
    expect(c.lowerBound).toBeCloseTo(64.61, 2);
    // Computed independently: 23 of 24 has a lower bound of 79.8 %, 24 of 25 of 80.5 %.
    expect(c.extraWithoutChanges).toBe(13);
    // At 11 of 12, 46 assessments give 80.1 %, 45 give 79.97 %.
    expect(c.extraAtPresentRate).toBe(34);
  });

  it("30 of 30 against 80 %: sure, nothing further needed", () => {
    expect(certaintyOverThreshold(wilsonInterval(30, 30), 80)).toMatchObject({
      state: "confident",
      extraAtPresentRate: 0,
      extraWithoutChanges: 0,
    });
  });

  it("a present rate at or under the threshold never gets there at that rate", () => {
    const c = certaintyOverThreshold(wilsonInterval(8, 10), 80);
    expect(c.state).toBe("uncertain");
    expect(c.extraAtPresentRate).toBeNull();
    expect(c.extraWithoutChanges).toBeGreaterThan(0);
  });

  it("no assessments is not sure, even against a threshold of 0", () => {
    expect(certaintyOverThreshold(wilsonInterval(0, 0), 0).state).toBe("uncertain");
  });

  it("the count found is the smallest that reaches the threshold", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 40 })
          .chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n))),
        fc.integer({ min: 1, max: 95 }),
        ([k, n], threshold) => {
          const c = certaintyOverThreshold(wilsonInterval(k, n), threshold);
          const m = c.extraWithoutChanges;
          if (m === null || c.state === "confident") return;
          expect(wilsonInterval(k + m, n + m).lower).toBeGreaterThanOrEqual(threshold);
          if (m > 0) expect(wilsonInterval(k + m - 1, n + m - 1).lower).toBeLessThan(threshold);
        },
      ),
    );
  });
});

describe("learningCurve", () => {
  it("a rolling window of ten in date order, all while fewer", () => {
    const list = [...results(0, 5), ...results(15, 0)];
    const shuffled = dated(list).reverse();
    const curve = learningCurve(shuffled);
    expect(curve).toHaveLength(20);
    expect(curve.map((p) => p.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, ...Array(10).fill(10)]);
    expect(curve[4]).toMatchObject({ index: 5, k: 0, rate: 0, date: "2026-01-05" });
    expect(curve[9]).toMatchObject({ k: 5, rate: 50 });
    expect(curve[14]).toMatchObject({ k: 10, rate: 100 });
    expect(curve[19]).toMatchObject({ k: 10, rate: 100 });
  });

  it("the same day keeps the order of saving", () => {
    const a = [
      {
        evaluationResult: "major_changes" as const,
        evaluationDate: "2026-03-01",
        createdAt: "2026-03-01T09:00:00Z",
      },
      {
        evaluationResult: "no_changes" as const,
        evaluationDate: "2026-03-01",
        createdAt: "2026-03-01T08:00:00Z",
      },
    ];
    expect(learningCurve(a).map((p) => p.k)).toEqual([1, 1]);
    expect(learningCurve(a)[0]?.rate).toBe(100);
  });

  it("every point's window holds at most ten, and its band contains its rate", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom<EvaluationResult>("no_changes", "minor_changes", "major_changes"),
          {
            maxLength: 60,
          },
        ),
        (list) => {
          const curve = learningCurve(dated(list));
          expect(curve).toHaveLength(list.length);
          for (const p of curve) {
            expect(p.n).toBeLessThanOrEqual(CURVE_WINDOW);
            expect(p.lower).toBeLessThanOrEqual(p.rate);
            expect(p.upper).toBeGreaterThanOrEqual(p.rate);
          }
        },
      ),
    );
  });
});

describe("trendOfLatest", () => {
  it.each([
    ["improving", [...results(5, 5), ...results(10, 0)]],
    ["worsening", [...results(10, 0), ...results(7, 3)]],
    ["stable", [...results(9, 1), ...results(8, 2)]],
    ["stable", [...results(10, 0), ...results(10, 0)]],
    ["too_few", results(9, 0)],
  ] as const)("%s", (direction, list) => {
    expect(trendOfLatest(dated(list)).direction).toBe(direction);
  });

  it("only the latest 20 count", () => {
    const list = [...results(0, 30), ...results(20, 0)];
    expect(trendOfLatest(dated(list))).toMatchObject({
      direction: "stable",
      earlier: { n: 10, k: 10 },
      later: { n: 10, k: 10 },
    });
  });

  it("an odd count puts the extra one in the newer half", () => {
    const t = trendOfLatest(dated(results(11, 0)));
    expect(t.earlier?.n).toBe(5);
    expect(t.later?.n).toBe(6);
  });
});

describe("assessorCalibration", () => {
  const a = (stDoctorId: string, specialistName: string | null, r: EvaluationResult) => ({
    stDoctorId,
    specialistName,
    evaluationResult: r,
  });

  it("a strict assessor shows against colleagues on the same doctors; few are grouped", () => {
    const rows = assessorCalibration([
      ...Array.from({ length: 6 }, (_, i) =>
        a("d1", "Strikt", i < 4 ? "major_changes" : "no_changes"),
      ),
      ...Array.from({ length: 5 }, () => a("d1", " strikt ", "no_changes")),
      ...Array.from({ length: 10 }, () => a("d1", "Mild", "no_changes")),
      ...Array.from({ length: 10 }, () => a("d2", "Mild", "minor_changes")),
      a("d2", "Ny", "major_changes"),
      a("d3", "Annan", "no_changes"),
      a("d3", null, "major_changes"),
    ]);
    expect(rows.map((r) => r.name)).toEqual(["Mild", "Strikt", null]);
    const strict = rows[1];
    expect(strict).toMatchObject({ specialists: 1, doctors: 1, own: { n: 11, k: 4 } });
    // Mild's ten on d1 only: Mild's ten on d2 are of another doctor.
    expect(strict?.colleagues).toMatchObject({ n: 10, k: 0 });
    expect(rows[0]).toMatchObject({
      doctors: 2,
      own: { n: 20, k: 0 },
      colleagues: { n: 12, k: 5 },
    });
    // The group: Ny on d2 and Annan on d3, against Mild's ten on d2 (the unnamed one is left out).
    expect(rows[2]).toMatchObject({
      specialists: 2,
      doctors: 2,
      own: { n: 2, k: 1 },
      colleagues: { n: 10, k: 0 },
    });
  });

  it("nothing to show without named assessments", () => {
    expect(assessorCalibration([a("d1", null, "no_changes")])).toEqual([]);
  });
});
