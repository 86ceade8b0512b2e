import { and, asc, eq, isNull } from "drizzle-orm";
import type { VerificationStatus } from "../../../shared/curriculum/data-schema";
import type { GoalDefinition } from "../../../shared/curriculum/goal-models";
import { SPECIALTIES, type Specialty, specialtyOf } from "../../../shared/curriculum/specialties";
import {
  planCatalogueSeed,
  verificationStateOf,
} from "../../../shared/rules/curriculum-verification";
import type { TGoalCatalogueEntry } from "../../../shared/schemas/goal-catalogue";
import type { Db } from "../../db/client";
import { formalities, goalCatalogue, users } from "../../db/schema";

export type GoalCatalogueRow = typeof goalCatalogue.$inferSelect;

/** The shipped fields of a row, in the shape of the shipped data. */
export function toGoalDefinition(row: GoalCatalogueRow): GoalDefinition {
  return {
    specialty: specialtyOf(row.specialty),
    id: row.id,
    model: row.model as GoalDefinition["model"],
    category: row.category as GoalDefinition["category"],
    title: row.title,
    description: row.description,
    recommendedActivities: row.recommendedActivities,
    competenceRequirements: row.competenceRequirements,
    followUp: row.followUp,
    generalAdvice: row.generalAdvice,
    titleIsEditorial: row.titleIsEditorial,
    activitiesAreAlternatives: row.activitiesAreAlternatives,
    source: row.source,
    verification: { status: row.verification as VerificationStatus, note: row.verificationNote },
    reviewNote: row.reviewNote,
  };
}

export function toGoalCatalogueEntry(
  row: GoalCatalogueRow,
  checkedByName: string | null,
): TGoalCatalogueEntry {
  const goal = toGoalDefinition(row);
  return {
    ...goal,
    recommendedActivities: [...goal.recommendedActivities],
    competenceRequirements: [...goal.competenceRequirements],
    followUp: [...goal.followUp],
    generalAdvice: [...goal.generalAdvice],
    verification: { ...goal.verification },
    clinicEdited: row.clinicEdited,
    checked: row.checkedAt ? { at: row.checkedAt.toISOString(), by: checkedByName } : null,
    verificationState: verificationStateOf({
      verification: goal.verification.status,
      clinicEdited: row.clinicEdited,
      checkedAt: row.checkedAt,
    }),
  };
}

/**
 * Every goal of both models in catalogue order, with the name of whoever checked it: of one
 * specialty (a doctor's, decision 237), or of every specialty (the catalogue every page reads).
 */
export async function listGoalCatalogue(
  db: Db,
  specialty?: Specialty,
): Promise<TGoalCatalogueEntry[]> {
  const rows = await db
    .select({ row: goalCatalogue, firstName: users.firstName, lastName: users.lastName })
    .from(goalCatalogue)
    .leftJoin(users, eq(users.id, goalCatalogue.checkedById))
    .where(specialty === undefined ? undefined : eq(goalCatalogue.specialty, specialty))
    .orderBy(asc(goalCatalogue.specialty), asc(goalCatalogue.sortOrder), asc(goalCatalogue.id));
  return rows.map(({ row, firstName, lastName }) =>
    toGoalCatalogueEntry(row, firstName === null ? null : `${firstName} ${lastName ?? ""}`.trim()),
  );
}

/**
 * The doctor's specialty, through which their goal rows are read (decision 237); klinisk
 * fysiologi for a doctor who has saved no formalities.
 */
export async function findSpecialty(db: Db, doctorId: string): Promise<Specialty> {
  const [row] = await db
    .select({ specialty: formalities.specialty })
    .from(formalities)
    .where(eq(formalities.userId, doctorId));
  return specialtyOf(row?.specialty);
}

const keyOf = (specialty: Specialty, id: string) =>
  and(eq(goalCatalogue.specialty, specialty), eq(goalCatalogue.id, id));

export async function findGoalRow(
  db: Db,
  specialty: Specialty,
  id: string,
): Promise<GoalCatalogueRow | undefined> {
  const [row] = await db.select().from(goalCatalogue).where(keyOf(specialty, id));
  return row;
}

/** The row, locked until the transaction ends, so two saves of one goal take turns. */
export async function lockGoalRow(
  tx: Db,
  specialty: Specialty,
  id: string,
): Promise<GoalCatalogueRow | undefined> {
  const [row] = await tx.select().from(goalCatalogue).where(keyOf(specialty, id)).for("update");
  return row;
}

export type GoalChanges = Partial<
  Omit<typeof goalCatalogue.$inferInsert, "specialty" | "id" | "updatedAt">
>;

export async function updateGoalRow(
  tx: Db,
  specialty: Specialty,
  id: string,
  changes: GoalChanges,
) {
  await tx
    .update(goalCatalogue)
    .set({ ...changes, updatedAt: new Date() })
    .where(keyOf(specialty, id));
}

/**
 * Writes an imported goal (decision 240): a new row, or the row of the same specialty and id
 * replaced. Either way it is the clinic's text now, never overwritten by shipped data, and
 * unchecked. The caller holds the transaction.
 */
export async function upsertImportedGoal(tx: Db, goal: GoalDefinition, sortOrder: number) {
  const values = {
    ...shippedColumns(goal),
    sortOrder,
    clinicEdited: true,
    checkedAt: null,
    checkedById: null,
  };
  await tx
    .insert(goalCatalogue)
    .values({ specialty: goal.specialty, id: goal.id, ...values })
    .onConflictDoUpdate({
      target: [goalCatalogue.specialty, goalCatalogue.id],
      set: { ...values, updatedAt: new Date() },
    });
}

const shippedColumns = (goal: GoalDefinition) => ({
  model: goal.model,
  category: goal.category,
  title: goal.title,
  description: goal.description,
  recommendedActivities: [...goal.recommendedActivities],
  competenceRequirements: [...goal.competenceRequirements],
  followUp: [...goal.followUp],
  generalAdvice: [...goal.generalAdvice],
  titleIsEditorial: goal.titleIsEditorial,
  activitiesAreAlternatives: goal.activitiesAreAlternatives,
  source: goal.source,
  verification: goal.verification.status,
  verificationNote: goal.verification.note,
  reviewNote: goal.reviewNote,
});

const sameShippedFields = (a: GoalDefinition, b: GoalDefinition) =>
  JSON.stringify(shippedColumns(a)) === JSON.stringify(shippedColumns(b));

/**
 * Brings the shipped goals into the database at every start (decision 080): new goals are added,
 * goals the clinic never touched follow the shipped text, corrected or checked goals are kept.
 * Every write is guarded, so two instances starting at once cannot overwrite a correction.
 */
export async function seedGoalCatalogue(db: Db, shipped: readonly GoalDefinition[]) {
  if (shipped.length === 0) return;
  await db.transaction(async (tx) => {
    const storedRows = await tx.select().from(goalCatalogue);
    // Each specialty is planned on its own: the same id is another goal in another specialty.
    for (const specialty of SPECIALTIES) {
      const ofSpecialty = shipped.filter((g) => g.specialty === specialty);
      if (ofSpecialty.length === 0) continue;
      const order = new Map(ofSpecialty.map((g, index) => [g.id, (index + 1) * 10]));
      const stored = storedRows
        .filter((row) => row.specialty === specialty)
        .map((row) => ({
          entry: toGoalDefinition(row),
          clinicEdited: row.clinicEdited,
          checkedAt: row.checkedAt,
        }));
      const plan = planCatalogueSeed(ofSpecialty, stored, sameShippedFields);
      if (plan.insert.length > 0) {
        await tx
          .insert(goalCatalogue)
          .values(
            plan.insert.map((g) => ({
              specialty,
              id: g.id,
              ...shippedColumns(g),
              sortOrder: order.get(g.id)!,
            })),
          )
          .onConflictDoNothing();
      }
      for (const goal of plan.update) {
        await tx
          .update(goalCatalogue)
          .set({ ...shippedColumns(goal), sortOrder: order.get(goal.id)!, updatedAt: new Date() })
          .where(
            and(
              keyOf(specialty, goal.id),
              eq(goalCatalogue.clinicEdited, false),
              isNull(goalCatalogue.checkedAt),
            ),
          );
      }
    }
  });
}
