import { z } from "zod";
import { VERIFICATION_STATUSES } from "../curriculum/data-schema";
import { PROCEDURE_COLUMNS, PROCEDURE_LEVELS } from "../curriculum/procedures";
import { CATALOGUE_MESSAGES as M } from "../messages/catalogue";
import { VERIFICATION_STATES } from "../rules/curriculum-verification";
import { ZCheckedSchema } from "./goal-catalogue";
import { zSingleLineText } from "./primitives";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const zCatalogueId = z
  .string({ error: M.idRequired })
  .trim()
  .min(1, M.idRequired)
  .max(60, M.idFormat)
  .regex(SLUG, M.idFormat);
const zName = zSingleLineText(M.nameRequired).min(1, M.nameRequired).max(200, M.nameTooLong);
const zColumn = z.enum(PROCEDURE_COLUMNS, { error: M.columnInvalid });
const zLevel = z.enum(PROCEDURE_LEVELS, { error: M.levelInvalid });
/** '' from an emptied field means "no sync link". */
const zSyncId = z
  .string({ error: M.syncIdFormat })
  .trim()
  .max(60, M.syncIdFormat)
  .refine((v) => v === "" || SLUG.test(v), M.syncIdFormat)
  .transform((v) => (v === "" ? null : v))
  .nullable();

/**
 * The admin page 'Katalog': add an entry. Whole-catalogue checks (unique id, one entry per column
 * in a sync group) run on the catalogue after the change with `validateProcedureCatalogue`.
 */
export const ZCreateProcedureDefinitionRequestSchema = z.object({
  id: zCatalogueId,
  name: zName,
  column: zColumn,
  level: zLevel,
  syncId: zSyncId.default(null),
});
export type TCreateProcedureDefinitionRequest = z.infer<
  typeof ZCreateProcedureDefinitionRequestSchema
>;

/** Correct an entry; the id never changes because progress rows point at it. */
export const ZUpdateProcedureDefinitionRequestSchema = z
  .object({
    name: zName.optional(),
    column: zColumn.optional(),
    level: zLevel.optional(),
    syncId: zSyncId.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.noChanges);
export type TUpdateProcedureDefinitionRequest = z.infer<
  typeof ZUpdateProcedureDefinitionRequestSchema
>;

/** A catalogue entry as the API returns it. Retired entries keep the progress recorded on them. */
export const ZProcedureDefinitionSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable().optional(),
  column: zColumn,
  level: zLevel,
  syncId: z.string().nullable(),
  /** The usual abbreviations the search also finds (MPS, arbets-EKG; decision 181), if any. */
  abbreviations: z.array(z.string()).optional(),
  source: z.string().nullable().optional(),
  verification: z.enum(VERIFICATION_STATUSES).nullable().optional(),
  retired: z.boolean().default(false),
  checked: ZCheckedSchema.nullable().optional(),
  verificationState: z.enum(VERIFICATION_STATES).optional(),
});
export type TProcedureDefinition = z.infer<typeof ZProcedureDefinitionSchema>;
