import { randomUUID } from "node:crypto";
import type { Db } from "../src/server/db/client";
import { structuredAssessments } from "../src/server/db/schema";
import { getGoals } from "../src/shared/curriculum/goals";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../src/shared/curriculum/shipped-procedures";
import { addDays, compareDates } from "../src/shared/rules/dates";
import {
  ASSESSMENT_FORMS,
  ASSESSMENT_KINDS,
  type AssessorRole,
  CASE_DIFFICULTY_LEVELS,
} from "../src/shared/rules/structured-assessment-forms";

/**
 * Maja Berg's structured assessments (issue 25): eight of each kind over the last two years,
 * improving with time, each linked to a delmål or two and an examination, so that 'Sit-ins/
 * Bedömningar' lists them, Delmål and Undersökningar show their evidence and 'Ansökan' fills
 * how each delmål was checked. Two are her own entries, marked self-entered.
 */

const PER_KIND = 8;

const ASSESSORS: { email: string; name: string; role: AssessorRole }[] = [
  { email: "handledare@demo.local", name: "Karin Holm", role: "main-supervisor" },
  { email: "handledare2@demo.local", name: "Lars Lindqvist", role: "supervisor" },
  { email: "specialist@demo.local", name: "Sara Sjöberg", role: "specialist" },
];

const STRENGTHS = [
  "Strukturerat arbetssätt och tydlig dokumentation.",
  "Lugnt och respektfullt bemötande av patienten.",
  "God kunskap om indikationer och metodens begränsningar.",
  "Säker teknik och god uppmärksamhet på patientsäkerhet.",
];
const SUGGESTIONS = [
  "Sammanfatta fynden kortfattat för patienten innan avslut.",
  "Planera tidsåtgången bättre vid komplicerade fall.",
  "Motivera differentialdiagnoserna tydligare i utlåtandet.",
  "Öva på att hantera oväntade fynd under undersökningen.",
];

export async function seedDemoStructuredAssessments(
  tx: Db,
  doctorId: string,
  idOf: (email: string) => string,
  startDate: string,
  today: string,
): Promise<void> {
  const goals = getGoals("2021")
    .filter((g) => g.id.startsWith("STc"))
    .map((g) => g.id);
  const examinations = DEFAULT_PROCEDURE_CATALOGUE.slice(0, 12).map((p) => p.id);
  const rows = ASSESSMENT_KINDS.flatMap((kind, k) =>
    Array.from({ length: PER_KIND }, (_, i) => {
      const n = k * PER_KIND + i;
      // Every kind spread over the last two years, a few days apart between the kinds.
      const date = addDays(today, -((PER_KIND - i) * 85 + k * 9));
      // Earlier assessments lower, later ones at or above the expected level.
      const level = Math.min(6, 3 + Math.floor(i / 3) + (n % 2));
      const ratings = Object.fromEntries(
        ASSESSMENT_FORMS[kind].domains.map((d, j) => [
          d.id,
          (i + j) % 7 === 6 ? null : Math.max(1, Math.min(6, level - (j % 3 === 2 ? 1 : 0))),
        ]),
      );
      const assessor = ASSESSORS[n % ASSESSORS.length]!;
      const selfEntered = i === 3 && kind !== "dops";
      return {
        id: randomUUID(),
        stDoctorId: doctorId,
        kind,
        assessmentDate: date,
        ratings,
        caseDifficulty: CASE_DIFFICULTY_LEVELS[n % 3]!,
        strengths: STRENGTHS[n % STRENGTHS.length]!,
        suggestions: SUGGESTIONS[(n + 1) % SUGGESTIONS.length]!,
        assessorName: assessor.name,
        assessorRole: assessor.role,
        goalIds: [
          goals[n % goals.length]!,
          ...(n % 4 === 0 ? [goals[(n + 5) % goals.length]!] : []),
        ],
        examinationIds: [examinations[n % examinations.length]!],
        recordedBy: selfEntered ? doctorId : idOf(assessor.email),
        selfEntered,
      };
    }),
  ).filter((row) => compareDates(row.assessmentDate, startDate) >= 0);
  await tx.insert(structuredAssessments).values(rows);
}
