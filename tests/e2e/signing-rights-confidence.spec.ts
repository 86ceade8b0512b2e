import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEMO_SPECIALISTS, SIGNING_RIGHTS_SEEDS } from "../../scripts/demo-signing-rights-data";
import { adminApi, createAccount, DEMO, expectNoSeriousA11yViolations, signIn } from "./fixtures";

/**
 * How sure the statistics tab is (decisions 223–225), on the demo evaluation the rules recommend
 * approving: 14 assessments of which 12 without major changes. The browser tests' server has the
 * demo's accounts but not its records, so the evaluation is made here from the demo's own pattern.
 */

const RESULT = { n: "no_changes", m: "minor_changes", M: "major_changes" } as const;
const CONFIDENCE = { s: "would_sign", d: "would_discuss" } as const;
const DIFFICULTY = { e: "easy", m: "medium", h: "hard" } as const;

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString("sv-SE", {
    timeZone: "Europe/Stockholm",
  });

/** Letters only, unique across runs on one server. */
const uniqueSurname = () =>
  `Kurva${Date.now()
    .toString(26)
    .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)] ?? "q")}`;

async function seedApprovable(admin: APIRequestContext): Promise<string> {
  const seed = SIGNING_RIGHTS_SEEDS.find((s) => s.results.length === 14 && !s.closed);
  if (!seed) throw new Error("the demo's approvable evaluation is missing");
  const doctor = await createAccount(admin, "ST_DOCTOR", "Vera", uniqueSurname());
  const [first, last] = seed.span;
  const count = seed.results.length;
  let evaluationId = "";
  for (let i = 0; i < count; i++) {
    const res = await admin.post("/api/signing-rights/assessments", {
      data: {
        procedureId: seed.procedureType,
        stDoctorId: doctor.id,
        evaluationDate: daysAgo(Math.round(first - ((first - last) * i) / (count - 1))),
        examinationId: `${seed.prefix}-${2000 + i}`,
        specialistName: DEMO_SPECIALISTS[seed.specialists[i % seed.specialists.length] ?? 0],
        evaluationResult: RESULT[seed.results[i] as keyof typeof RESULT],
        caseDifficulty: DIFFICULTY[seed.difficulty[i] as keyof typeof DIFFICULTY],
        stDoctorConfidence: CONFIDENCE[seed.confidence[i] as keyof typeof CONFIDENCE],
        comments: seed.comments[i] ?? "",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    evaluationId = (await res.json()).evaluation.id;
  }
  return evaluationId;
}
test("a director sees the interval, the learning curve, the fourth state and the calibration", async ({
  page,
}) => {
  const evaluationId = await seedApprovable(await adminApi());
  await signIn(page, DEMO.director);
  await page.goto(`/signing-rights-assessment?utvardering=${evaluationId}`);
  const tab = page.getByRole("tab", { name: "Statistik" });
  if ((await tab.getAttribute("aria-selected")) !== "true") await tab.click();

  const summary = page.getByRole("region", { name: "Sammanfattning" });
  await expect(summary.getByText("95 % KI 60–96 %")).toBeVisible();

  // The fourth state stands beside the spec's recommendation, which keeps its text.
  const readiness = page.getByRole("region", { name: "Rekommendation" });
  await expect(readiness.getByText("REKOMMENDERAR GODKÄNNANDE")).toBeVisible();
  await expect(readiness.getByText("Ännu osäkert")).toBeVisible();
  await expect(
    readiness.getByText("14 bedömningar, 86 % utan större ändringar (95 % KI 60–96 %)"),
  ).toBeVisible();
  await expect(
    readiness.getByText(
      "19 bedömningar till i rad utan större ändringar skulle lyfta den nedre gränsen till tröskeln.",
    ),
  ).toBeVisible();

  // The curve is drawn for the eye and given as a table to screen readers.
  const curve = page.getByRole("region", { name: "Inlärningskurva" });
  await expect(curve.locator(".recharts-surface")).toBeVisible();
  await expect(curve.getByRole("table", { name: "Inlärningskurva" }).getByRole("row")).toHaveCount(
    15,
  );
  await expect(curve.getByText("Trend, senaste 20: Stabil")).toBeVisible();

  const calibration = page.getByRole("region", { name: "Bedömarnas kalibrering" });
  await expect(calibration.getByRole("rowheader", { name: "Sara Sjöberg" })).toBeVisible();

  await expectNoSeriousA11yViolations(page);
});
