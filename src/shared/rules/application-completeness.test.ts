import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_KINDS,
  type CertificateKind,
  FORM_KEYS,
  formFor,
} from "../curriculum/certificate-forms";
import { GOAL_MODELS, type GoalModel, getGoals } from "../curriculum/goals";
import { activityRequirementsOf } from "./application-activities";
import {
  type ApplicationCertificate,
  type ApplicationGap,
  type ApplicationInput,
  bilagaNumbers,
  checkApplication,
  formatFormPeriod,
} from "./application-completeness";
import { fromDayNumber, toDayNumber } from "./dates";

const ST = { start: "2022-01-10", end: "2027-01-09" };
const TODAY = "2026-06-01";
const SIGNER = { name: "Anna Berg", specialty: "Klinisk fysiologi", workplace: "SUS Lund" };

const cert = (
  id: string,
  kind: CertificateKind,
  goalIds: string[],
  more: Partial<ApplicationCertificate> = {},
): ApplicationCertificate => ({
  id,
  kind,
  title: `Titel ${id}`,
  goalIds,
  periodStart: "2023-01-01",
  periodEnd: "2023-06-30",
  signer: SIGNER,
  ...more,
});

/** One certificate per kind, each covering the goals whose requirements name that kind first. */
function completeApplication(model: GoalModel): ApplicationInput {
  const goals = getGoals(model);
  const byKind = new Map<CertificateKind, string[]>();
  for (const goal of goals) {
    for (const [kind] of activityRequirementsOf(goal)) {
      if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), goal.id]);
    }
  }
  const certificates = CERTIFICATE_KINDS.flatMap((kind) =>
    byKind.has(kind) ? [cert(kind, kind, byKind.get(kind)!)] : [],
  );
  return { model, goals, certificates, stPeriod: ST, today: TODAY, presentForms: FORM_KEYS };
}

/** The complete application with one certificate changed (or added, when its id is new). */
function withCertificate(model: GoalModel, changed: ApplicationCertificate): ApplicationInput {
  const base = completeApplication(model);
  const kept = base.certificates.filter((c) => c.id !== changed.id);
  return { ...base, certificates: [...kept, changed] };
}

describe("a complete application has no gaps", () => {
  it.each(GOAL_MODELS)("model %s", (model) => {
    const input = completeApplication(model);
    expect(input.certificates.map((c) => c.kind)).toEqual(CERTIFICATE_KINDS);
    expect(checkApplication(input)).toEqual([]);
  });
});

describe("forms", () => {
  it.each([
    ["2021", ["2021-bilaga-5", "2021-bilaga-6", "2021-bilaga-7"]],
    ["2015", ["2015-bilaga-1", "2015-bilaga-2"]],
  ] as const)("model %s always needs its summary forms", (model, keys) => {
    const input = { model, goals: [], certificates: [], stPeriod: null, today: TODAY };
    const gaps = checkApplication({ ...input, presentForms: [] });
    expect(gaps.map((g) => [g.code, g.formKey, g.fix])).toEqual(
      keys.map((k) => ["form-missing", k, "forms"]),
    );
  });

  it.each([
    ["2021", "clinical", "2021-bilaga-9"],
    ["2015", "scientific", "2015-bilaga-7"],
  ] as const)("model %s needs the %s form once such a certificate exists", (model, kind, key) => {
    const input = completeApplication(model);
    const presentForms = FORM_KEYS.filter((k) => k !== key);
    expect(checkApplication({ ...input, presentForms }).map((g) => g.formKey)).toEqual([key]);
    const without = input.certificates.filter((c) => c.kind !== kind);
    const gaps = checkApplication({ ...input, certificates: without, presentForms });
    expect(gaps.filter((g) => g.code === "form-missing")).toEqual([]);
  });

  it("names the form", () => {
    const presentForms = FORM_KEYS.filter((k) => k !== "2021-bilaga-9");
    expect(checkApplication({ ...completeApplication("2021"), presentForms })[0]?.message).toBe(
      "Blanketten Bilaga 9 — Intyg om klinisk tjänstgöring under handledning (2021) har inte laddats upp. En administratör behöver ladda upp den innan ansökan kan fyllas i.",
    );
  });
});

describe("goals", () => {
  it.each([
    ["2021", "STc4", "Delmål STc4 Nuklearmedicin täcks inte av något intyg."],
    [
      "2015",
      "a6",
      "Delmål a6 Lagar och andra föreskrifter samt hälso- och sjukvårdens organisation täcks inte av något intyg.",
    ],
  ] as const)("%s: a goal no certificate covers", (model, goalId, message) => {
    const input = completeApplication(model);
    const certificates = input.certificates.map((c) => ({
      ...c,
      goalIds: c.goalIds.filter((id) => id !== goalId),
    }));
    expect(checkApplication({ ...input, certificates })).toEqual([
      { code: "goal-not-covered", message, goalId, fix: "activities" },
    ]);
  });

  it.each([
    [
      "2015",
      "c2",
      ["clinical"],
      "Delmål c2 Anatomi, fysiologi och patofysiologi saknar intyg om kurs, som målbeskrivningen anger.",
    ],
    [
      "2015",
      "c2",
      ["auskultation"],
      "Delmål c2 Anatomi, fysiologi och patofysiologi saknar intyg om kurs, som målbeskrivningen anger.",
    ],
    [
      "2015",
      "c2",
      ["development"],
      "Delmål c2 Anatomi, fysiologi och patofysiologi saknar intyg om klinisk tjänstgöring eller auskultation och om kurs, som målbeskrivningen anger.",
    ],
    [
      "2015",
      "a5",
      ["course"],
      "Delmål a5 Medicinsk vetenskap saknar intyg om klinisk tjänstgöring och om vetenskapligt arbete, som målbeskrivningen anger.",
    ],
    [
      "2021",
      "STa3",
      ["course"],
      "Delmål STa3 Medicinsk vetenskap saknar intyg om vetenskapligt arbete, som målbeskrivningen anger.",
    ],
    [
      "2021",
      "STc14",
      ["development"],
      "Delmål STc14 Juridik saknar intyg om klinisk tjänstgöring eller kurs, som målbeskrivningen anger.",
    ],
  ] as const)("%s %s covered only by %j", (model, goalId, kinds, message) => {
    const input = completeApplication(model);
    // A certificate left with no goal is dropped: it would be a gap of its own.
    const others = input.certificates
      .map((c) => ({ ...c, goalIds: c.goalIds.filter((id) => id !== goalId) }))
      .filter((c) => c.goalIds.length > 0);
    const only = kinds.map((kind, i) => cert(`only${i}`, kind, [goalId]));
    const gaps = checkApplication({ ...input, certificates: [...others, ...only] });
    expect(gaps).toEqual([{ code: "activity-kind-missing", message, goalId, fix: "activities" }]);
  });

  it("an alternative of a requirement meets it", () => {
    const input = completeApplication("2021");
    const certificates = input.certificates.map((c) =>
      c.kind === "course" ? { ...c, goalIds: c.goalIds.filter((id) => id !== "STc14") } : c,
    );
    expect(checkApplication({ ...input, certificates })).toEqual([]);
  });
});

describe("certificates", () => {
  const outside = (model: GoalModel, start: string, end: string) =>
    checkApplication(
      withCertificate(
        model,
        cert("clinical", "clinical", [model === "2015" ? "c1" : "STc1"], {
          title: "Nuklearmedicin, Lund",
          periodStart: start,
          periodEnd: end,
        }),
      ),
    )
      .filter((g) => g.code === "period-outside-st")
      .map((g) => g.message);

  it.each([
    [
      "2021",
      cert("x", "course", []),
      "goals-missing",
      'Intyget för kurs "Titel x" tar inte upp något delmål.',
      "activities",
    ],
    [
      "2015",
      cert("x", "development", [], { title: " " }),
      "goals-missing",
      "Intyget för utvecklingsarbete utan namn tar inte upp något delmål.",
      "activities",
    ],
    [
      "2021",
      cert("x", "clinical", ["STc1", "c4"], { title: "Nuklearmedicin, Lund" }),
      "goal-of-other-model",
      'Intyget för klinisk tjänstgöring "Nuklearmedicin, Lund" tar upp delmål c4, som inte hör till målbeskrivningen ST 2021 (HSLF-FS 2021:8).',
      "activities",
      "c4",
    ],
    [
      "2015",
      cert("x", "course", ["a1", "b2", "b2"]),
      "goal-of-other-model",
      'Intyget för kurs "Titel x" tar upp delmål b2, som inte hör till målbeskrivningen ST 2015 (SOSFS 2015:8).',
      "activities",
      "b2",
    ],
    [
      "2021",
      cert("x", "clinical", ["STc1"], {
        title: "Nuklearmedicin, Lund",
        signer: { ...SIGNER, name: " " },
      }),
      "signer-missing",
      'Intyget för klinisk tjänstgöring "Nuklearmedicin, Lund" saknar intygsgivare.',
      "certificate",
    ],
    [
      "2021",
      cert("x", "auskultation", ["STc12"], { periodEnd: null }),
      "period-missing",
      'Intyget för auskultation "Titel x" saknar period (från och till).',
      "certificate",
    ],
    [
      "2015",
      cert("x", "course", ["a1"], { periodStart: null, periodEnd: null }),
      "period-missing",
      'Intyget för kurs "Titel x" saknar period (från och till).',
      "certificate",
    ],
    [
      "2015",
      cert("x", "clinical", ["a1"], { periodStart: "2023-02-30" }),
      "period-missing",
      'Intyget för klinisk tjänstgöring "Titel x" saknar period (från och till).',
      "certificate",
    ],
    [
      "2021",
      cert("x", "scientific", ["STa3"], { periodEnd: "2026-06-02" }),
      "period-in-future",
      'Intyget för vetenskapligt arbete "Titel x" avser en period som slutar 2 jun 2026, efter dagens datum.',
      "certificate",
    ],
    [
      "2015",
      cert("x", "course", ["a1"], { periodStart: "2021-12-01", periodEnd: "2022-01-09" }),
      "period-outside-st",
      'Intyget för kurs "Titel x" avser en period som börjar före ST-periodens start 10 jan 2022.',
      "certificate",
    ],
  ] as const)("%s: %j gives %s", (model, certificate, code, message, fix, goalId?: string) => {
    const gaps = checkApplication(withCertificate(model, certificate));
    const expected = { code, message, certificateId: "x", fix, ...(goalId ? { goalId } : {}) };
    expect(gaps).toEqual([expected]);
  });

  it("a form without a period needs none (the 2021 course, the development work)", () => {
    const course = cert("x", "course", ["STa1"], { periodStart: null, periodEnd: null });
    const work = cert("y", "development", ["STa2"], { periodStart: null, periodEnd: null });
    expect(checkApplication(withCertificate("2021", course))).toEqual([]);
    expect(checkApplication(withCertificate("2015", { ...work, goalIds: ["a4"] }))).toEqual([]);
  });

  it("a period is checked against the ST period's first and last day, inclusive", () => {
    expect(outside("2021", ST.start, ST.end.replace("2027", "2026"))).toEqual([]);
    expect(outside("2021", "2026-02-01", "2027-01-10")).toEqual([
      'Intyget för klinisk tjänstgöring "Nuklearmedicin, Lund" avser en period som slutar efter ST-periodens slut 9 jan 2027.',
    ]);
    expect(outside("2015", "2022-01-09", "2027-01-10")).toEqual([
      'Intyget för klinisk tjänstgöring "Nuklearmedicin, Lund" avser en period som börjar före ST-periodens start 10 jan 2022 och slutar efter dess slut 9 jan 2027.',
    ]);
  });

  it("with one date known, that date is checked; with no ST period known, none is", () => {
    const late = cert("x", "development", ["STa2"], { periodStart: "2027-02-01", periodEnd: null });
    const input = withCertificate("2021", late);
    expect(checkApplication(input).map((g) => g.code)).toEqual([
      "period-outside-st",
      "period-in-future",
    ]);
    expect(checkApplication({ ...input, stPeriod: null }).map((g) => g.code)).toEqual([
      "period-in-future",
    ]);
  });

  it("today is not the future", () => {
    const now = cert("x", "clinical", ["STc1"], { periodEnd: TODAY });
    expect(checkApplication(withCertificate("2021", now))).toEqual([]);
  });
});

describe("order of the gaps", () => {
  it("forms, then goals in catalogue order, then certificates in input order", () => {
    const input: ApplicationInput = {
      model: "2021",
      goals: getGoals("2021").filter((g) => ["STa1", "STa3", "STc4"].includes(g.id)),
      certificates: [
        cert("b", "course", ["STa3"], { signer: { ...SIGNER, name: "" } }),
        cert("a", "clinical", [], { periodStart: null }),
      ],
      stPeriod: ST,
      today: TODAY,
      presentForms: ["2021-bilaga-5", "2021-bilaga-6", "2021-bilaga-10"],
    };
    expect(
      checkApplication(input).map((g) => [g.code, g.formKey ?? g.goalId ?? g.certificateId]),
    ).toEqual([
      ["form-missing", "2021-bilaga-7"],
      ["form-missing", "2021-bilaga-9"],
      ["goal-not-covered", "STa1"],
      ["activity-kind-missing", "STa3"],
      ["goal-not-covered", "STc4"],
      ["signer-missing", "b"],
      ["goals-missing", "a"],
      ["period-missing", "a"],
    ]);
  });
});

describe("bilaga numbers", () => {
  const certificates = [
    cert("A", "clinical", []),
    cert("B", "course", []),
    cert("C", "clinical", []),
    cert("D", "auskultation", []),
    cert("E", "scientific", []),
  ];
  it.each([
    ["2021", { "service-list": 1, competence: 2 }, { D: 3, A: 4, C: 5, B: 6, E: 7 }],
    ["2015", { competence: 1 }, { D: 2, A: 3, C: 4, B: 5, E: 6 }],
  ] as const)(
    "model %s: summary forms, then kinds in order, each kind as given",
    (model, forms, numbers) => {
      const result = bilagaNumbers(model, certificates);
      expect(Object.fromEntries(result.forms)).toEqual(forms);
      expect(Object.fromEntries(result.certificates)).toEqual(numbers);
    },
  );
});

describe("form periods", () => {
  it.each([
    ["2024-01-15", "2024-06-30", "240115 - 240630"],
    ["2009-03-05", "2010-12-31", "090305 - 101231"],
    ["2024-01", "2024-02", "240101 - 240229"],
  ])("%s to %s is '%s'", (start, end, text) => {
    expect(formatFormPeriod(start, end)).toBe(text);
  });
});

describe("adding a proper certificate never adds a problem", () => {
  const day = (from: number, to: number) => fc.integer({ min: from, max: to }).map(fromDayNumber);
  const FOREIGN = ["c4", "STc4", "b2", "STb2", "x1"];
  const kindArb = fc.constantFrom(...CERTIFICATE_KINDS);
  const scenarioArb = fc
    .record({
      model: fc.constantFrom(...GOAL_MODELS),
      stStart: fc.integer({ min: toDayNumber("2015-01-01"), max: toDayNumber("2025-12-31") }),
      stLength: fc.integer({ min: 1, max: 2500 }),
      sinceStart: fc.integer({ min: 0, max: 3500 }),
      knownSt: fc.boolean(),
      presentForms: fc.subarray([...FORM_KEYS]),
    })
    .chain((s) => {
      const ids = getGoals(s.model).map((g) => g.id);
      const dateArb = fc.option(day(s.stStart - 400, s.stStart + 4000));
      const lastDay = Math.min(s.stStart + s.stLength, s.stStart + s.sinceStart);
      const existingArb = fc.record({
        kind: kindArb,
        title: fc.string({ maxLength: 8 }),
        goalIds: fc.subarray([...ids, ...FOREIGN]),
        periodStart: dateArb,
        periodEnd: dateArb,
        signer: fc.record({
          name: fc.constantFrom("", " ", "Anna Berg"),
          specialty: fc.constant(""),
          workplace: fc.constant(""),
        }),
      });
      const addedArb = fc
        .tuple(
          kindArb,
          fc.subarray(ids, { minLength: 1 }),
          fc.integer({ min: s.stStart, max: lastDay }),
        )
        .chain(([kind, goalIds, from]) =>
          day(from, lastDay).map((end) =>
            cert("added", kind, goalIds, { periodStart: fromDayNumber(from), periodEnd: end }),
          ),
        );
      return fc.record({
        scenario: fc.constant(s),
        existing: fc.array(existingArb, { maxLength: 6 }),
        added: addedArb,
      });
    });

  const identity = (g: ApplicationGap) => [g.code, g.goalId, g.certificateId, g.formKey].join("|");

  it("every gap after was there before, or is the goal's next step, or its kind's form", () => {
    fc.assert(
      fc.property(scenarioArb, ({ scenario: s, existing, added }) => {
        const input: ApplicationInput = {
          model: s.model,
          goals: getGoals(s.model),
          certificates: existing.map((c, i) => ({ ...c, id: `c${i}` })),
          stPeriod: s.knownSt
            ? { start: fromDayNumber(s.stStart), end: fromDayNumber(s.stStart + s.stLength) }
            : null,
          today: fromDayNumber(s.stStart + s.sinceStart),
          presentForms: s.presentForms,
        };
        const before = checkApplication(input);
        const after = checkApplication({ ...input, certificates: [...input.certificates, added] });
        const had = new Set(before.map(identity));
        const kindForm = formFor(s.model, added.kind)?.key;
        const newForm = after.some((g) => g.formKey === kindForm && !had.has(identity(g)));
        for (const gap of after) {
          const allowed =
            had.has(identity(gap)) ||
            (gap.code === "activity-kind-missing" && had.has(`goal-not-covered|${gap.goalId}||`)) ||
            (gap.code === "form-missing" && gap.formKey === kindForm);
          expect(allowed, gap.message).toBe(true);
        }
        expect(after.length).toBeLessThanOrEqual(before.length + (newForm ? 1 : 0));
        expect(after.filter((g) => g.certificateId === "added")).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
