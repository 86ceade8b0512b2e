import { inArray } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { signingRightsEvaluations, specialistEvaluations } from "../src/server/db/schema";
import { addDays, toDayNumber } from "../src/shared/rules/dates";
import type {
  CaseDifficulty,
  Confidence,
  EvaluationResult,
  FinalDecision,
} from "../src/shared/rules/signing-rights";
import { weekday } from "./demo-plan";
import { DEMO_SPECIALISTS, SIGNING_RIGHTS_SEEDS } from "./demo-signing-rights-data";

/*
 * The demo clinic's signing-rights evaluations (decision 135), as rows relative to the seeding day:
 * one the rules recommend approving, one in the yellow band, one they recommend denying, one
 * closed and waiting for its decision, and one already approved.
 */

export interface DemoAssessment {
  evaluationDate: string;
  examinationId: string;
  evaluationResult: EvaluationResult;
  caseDifficulty: CaseDifficulty;
  stDoctorConfidence: Confidence;
  overallAssessment: number;
  specialistName: string;
  comments: string;
}

export interface DemoEvaluation {
  /** The demo ST doctor's e-mail. */
  doctor: string;
  procedureType: string;
  evaluationPeriodStart: string;
  evaluationPeriodEnd: string;
  status: "active" | "completed";
  /** The day it was closed ('Klar'); null while active. */
  closedOn: string | null;
  finalDecision: FinalDecision | null;
  finalDecisionDate: string | null;
  finalDecisionNotes: string | null;
  /** Oldest first. */
  assessments: DemoAssessment[];
}

const RESULTS: Record<string, EvaluationResult> = {
  n: "no_changes",
  m: "minor_changes",
  M: "major_changes",
};
const CONFIDENCE: Record<string, Confidence> = { s: "would_sign", d: "would_discuss" };
const DIFFICULTY: Record<string, CaseDifficulty> = { e: "easy", m: "medium", h: "hard" };

/** The evaluation period a first assessment starts (defaultEvaluationPeriod): 90 days. */
const PERIOD_DAYS = 90;

/** A weekday `daysAgo` days before `today`, or the Friday before it. */
const daysBefore = (today: string, daysAgo: number) =>
  weekday(toDayNumber(today) - daysAgo, Number.NEGATIVE_INFINITY);

/** The ST doctors' demo evaluations around `today`; every date is a weekday before it. */
export function demoSigningRights(today: string): DemoEvaluation[] {
  return SIGNING_RIGHTS_SEEDS.map((seed, seedIndex) => {
    const [first, last] = seed.span;
    const n = seed.results.length;
    const assessments = [...seed.results].map((letter, i): DemoAssessment => {
      // Evenly spread, the inner ones moved up to three days either way so they vary in weekday.
      const jitter = i === 0 || i === n - 1 ? 0 : ((i * 4) % 7) - 3;
      const daysAgo = first - Math.round((i * (first - last)) / (n - 1)) + jitter;
      const evaluationDate = daysBefore(today, daysAgo);
      const result = RESULTS[letter]!;
      const difficulty = DIFFICULTY[seed.difficulty[i]!]!;
      return {
        evaluationDate,
        examinationId: examinationNumber(seed.prefix, evaluationDate, seedIndex, i),
        evaluationResult: result,
        caseDifficulty: difficulty,
        stDoctorConfidence: CONFIDENCE[seed.confidence[i]!]!,
        overallAssessment: overallScore(result, difficulty),
        specialistName: DEMO_SPECIALISTS[seed.specialists[i % seed.specialists.length]!]!,
        comments: seed.comments[i] ?? "",
      };
    });
    const start = assessments[0]!.evaluationDate;
    const decision = seed.closed?.decision;
    return {
      doctor: seed.doctor,
      procedureType: seed.procedureType,
      evaluationPeriodStart: start,
      evaluationPeriodEnd: addDays(start, PERIOD_DAYS),
      status: seed.closed ? "completed" : "active",
      closedOn: seed.closed ? daysBefore(today, seed.closed.daysAgo) : null,
      finalDecision: decision ? "approved" : null,
      finalDecisionDate: decision ? daysBefore(today, decision.daysAgo) : null,
      finalDecisionNotes: decision?.notes ?? null,
      assessments,
    };
  });
}

/**
 * An x-ray program's number such as 'EKO-2026-04512': the year, then a serial that grows through
 * the year. No run of six digits, so it never reads as a personnummer.
 */
function examinationNumber(prefix: string, date: string, seedIndex: number, i: number): string {
  const dayOfYear = toDayNumber(date) - toDayNumber(`${date.slice(0, 4)}-01-01`);
  const serial = 120 + dayOfYear * 43 + ((seedIndex * 7 + i * 11) % 40);
  return `${prefix}-${date.slice(0, 4)}-${String(serial).padStart(5, "0")}`;
}

/** 'Helhetsbedömning' 1–5: high for an answer left as written, higher still on a hard case. */
function overallScore(result: EvaluationResult, difficulty: CaseDifficulty): number {
  if (result === "no_changes") return difficulty === "easy" ? 4 : 5;
  if (result === "minor_changes") return difficulty === "hard" ? 4 : 3;
  return difficulty === "easy" ? 1 : 2;
}

/** The specialist with an account of her own; the others assess through 'Granskning'. */
const OWN_ACCOUNTS: Record<string, string> = { "Sara Sjöberg": "specialist@demo.local" };

/**
 * Writes the demo evaluations of each demo doctor who has none yet, so seeding again (or after
 * someone has started evaluating the doctor) changes nothing. `accountId` maps a demo e-mail to
 * its user id; what a specialist without an account of her own entered is the review account's.
 */
export async function seedSigningRights(
  tx: Db,
  today: string,
  accountId: (email: string) => string,
  reviewAccountEmail: string,
): Promise<void> {
  const evaluations = demoSigningRights(today);
  const doctorIds = [...new Set(evaluations.map((e) => accountId(e.doctor)))];
  const evaluated = await tx
    .selectDistinct({ id: signingRightsEvaluations.stDoctorId })
    .from(signingRightsEvaluations)
    .where(inArray(signingRightsEvaluations.stDoctorId, doctorIds));
  const skip = new Set(evaluated.map((r) => r.id));
  const specialistId = (name: string) => accountId(OWN_ACCOUNTS[name] ?? reviewAccountEmail);

  const evaluationRows: (typeof signingRightsEvaluations.$inferInsert)[] = [];
  const assessmentRows: (typeof specialistEvaluations.$inferInsert)[] = [];
  for (const { doctor, assessments, closedOn, ...evaluation } of evaluations) {
    const stDoctorId = accountId(doctor);
    if (skip.has(stDoctorId)) continue;
    const id = crypto.randomUUID();
    const first = assessments[0]!;
    const lastDay = evaluation.finalDecisionDate ?? closedOn ?? assessments.at(-1)!.evaluationDate;
    evaluationRows.push({
      id,
      stDoctorId,
      ...evaluation,
      createdBy: specialistId(first.specialistName),
      createdAt: atWork(first.evaluationDate, 0),
      updatedAt: atWork(lastDay, assessments.length),
    });
    assessments.forEach((a, i) => {
      assessmentRows.push({
        id: crypto.randomUUID(),
        signingRightsEvaluationId: id,
        specialistId: specialistId(a.specialistName),
        stDoctorId,
        ...a,
        createdAt: atWork(a.evaluationDate, i),
        updatedAt: atWork(a.evaluationDate, i),
      });
    });
  }
  if (evaluationRows.length === 0) return;
  await tx.insert(signingRightsEvaluations).values(evaluationRows);
  await tx.insert(specialistEvaluations).values(assessmentRows);
}

/** A time in the working day (UTC, a little after in Sweden), varied so the order is stable. */
function atWork(date: string, i: number): Date {
  const hour = String(7 + (i % 8)).padStart(2, "0");
  const minute = String((i * 13) % 60).padStart(2, "0");
  return new Date(`${date}T${hour}:${minute}:00Z`);
}
