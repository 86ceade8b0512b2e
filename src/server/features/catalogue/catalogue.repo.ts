import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { VerificationStatus } from "../../../shared/curriculum/data-schema";
import type { ProcedureDefinition } from "../../../shared/curriculum/procedures";
import { verificationStateOf } from "../../../shared/rules/curriculum-verification";
import type { TProcedureDefinition } from "../../../shared/schemas/procedure-catalogue";
import type { Db } from "../../db/client";
import { procedureCatalogue } from "../../db/schema";

export type CatalogueRow = typeof procedureCatalogue.$inferSelect;

/** A catalogue entry as the rules take it and the API returns it. */
export type CatalogueEntry = ProcedureDefinition & TProcedureDefinition;

export function toProcedureDefinition(row: CatalogueRow): CatalogueEntry {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn ?? undefined,
    column: row.column as CatalogueEntry["column"],
    level: row.level as CatalogueEntry["level"],
    syncId: row.syncId,
    source: row.source ?? undefined,
    verification: (row.verification ?? undefined) as CatalogueEntry["verification"],
    retired: row.retiredAt !== null,
    checked: row.checkedAt ? { at: row.checkedAt.toISOString(), by: null } : null,
    verificationState: verificationStateOf({
      verification: row.verification as VerificationStatus | null,
      clinicEdited: row.clinicEdited,
      checkedAt: row.checkedAt,
    }),
  };
}

export async function listCatalogueRows(db: Db): Promise<CatalogueRow[]> {
  return db
    .select()
    .from(procedureCatalogue)
    .orderBy(asc(procedureCatalogue.sortOrder), asc(procedureCatalogue.id));
}

/** The entries in use, in catalogue order, as the rules take them. */
export async function loadActiveCatalogue(db: Db): Promise<CatalogueEntry[]> {
  const rows = await listCatalogueRows(db);
  return rows.filter((r) => r.retiredAt === null).map(toProcedureDefinition);
}

export async function findCatalogueRow(db: Db, id: string): Promise<CatalogueRow | undefined> {
  const [row] = await db.select().from(procedureCatalogue).where(eq(procedureCatalogue.id, id));
  return row;
}

/** One change at a time: two admins saving at once must not both pass the checks. */
export async function lockCatalogue(tx: Db) {
  await tx.execute(sql`lock table ${procedureCatalogue} in share row exclusive mode`);
}

/** The highest sort order in use, 0 for an empty catalogue. */
export async function maxCatalogueSortOrder(tx: Db): Promise<number> {
  const [last] = await tx
    .select({ max: sql<number>`coalesce(max(${procedureCatalogue.sortOrder}), 0)` })
    .from(procedureCatalogue);
  return Number(last?.max ?? 0);
}

export async function insertCatalogueRow(tx: Db, row: typeof procedureCatalogue.$inferInsert) {
  await tx.insert(procedureCatalogue).values(row);
}

type CatalogueChanges = Partial<Omit<typeof procedureCatalogue.$inferInsert, "id" | "updatedAt">>;

export async function updateCatalogueRow(tx: Db, id: string, changes: CatalogueChanges) {
  await tx
    .update(procedureCatalogue)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(procedureCatalogue.id, id));
}

/**
 * Brings the shipped proposal into the database: new entries are added, entries the clinic has
 * never touched follow the shipped text, and corrected, checked or retired entries are left as
 * they are.
 */
export async function seedCatalogue(db: Db, shipped: readonly ProcedureDefinition[]) {
  if (shipped.length === 0) return;
  await db
    .insert(procedureCatalogue)
    .values(
      shipped.map((p, index) => ({
        id: p.id,
        name: p.name,
        nameEn: p.nameEn ?? null,
        column: p.column,
        level: p.level,
        syncId: p.syncId ?? null,
        source: p.source ?? null,
        verification: p.verification ?? null,
        sortOrder: (index + 1) * 10,
      })),
    )
    .onConflictDoUpdate({
      target: procedureCatalogue.id,
      setWhere: and(
        eq(procedureCatalogue.clinicEdited, false),
        isNull(procedureCatalogue.checkedAt),
      ),
      set: {
        name: sql`excluded.name`,
        nameEn: sql`excluded.name_en`,
        column: sql`excluded.column`,
        level: sql`excluded.level`,
        syncId: sql`excluded.sync_id`,
        source: sql`excluded.source`,
        verification: sql`excluded.verification`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
