import { z } from "zod";
import { SPECIALTIES } from "../curriculum/specialties";
import { CATALOGUE_MESSAGES } from "../messages/catalogue";
import {
  ZGoalCatalogueEntrySchema,
  ZGoalSpecialtyQuerySchema,
  ZImportGoalCatalogueRequestSchema,
  ZSetCheckedRequestSchema,
  ZUpdateGoalDefinitionRequestSchema,
} from "../schemas/goal-catalogue";
import {
  ZCreateProcedureDefinitionRequestSchema,
  ZProcedureDefinitionSchema,
  ZUpdateProcedureDefinitionRequestSchema,
} from "../schemas/procedure-catalogue";
import { idParams } from "./common";
import { defineRoute } from "./route";

const procedureAnswer = z.object({ procedure: ZProcedureDefinitionSchema });
const goalAnswer = z.object({ goal: ZGoalCatalogueEntrySchema });

/**
 * The admin page 'Katalog', and the catalogues every signed-in page reads: the goal texts
 * (decision 081) and the examinations in use (decision 117), each fetched once and revalidated.
 */
export const catalogueRoutes = {
  proceduresInUse: defineRoute({
    method: "get",
    path: "/api/catalog/procedures/in-use",
    operationId: "listProceduresInUse",
    summary: "The examinations in use (retired ones left out), for the matrix of every record",
    tag: "catalogue",
    permission: "curriculum:read",
    response: z.object({ procedures: z.array(ZProcedureDefinitionSchema) }),
    revalidate: true,
  }),
  procedures: defineRoute({
    method: "get",
    path: "/api/catalog/procedures",
    operationId: "listCatalogueProcedures",
    summary: "The clinic's examination catalogue, retired entries included",
    tag: "catalogue",
    permission: "catalog:edit",
    response: z.object({ procedures: z.array(ZProcedureDefinitionSchema) }),
  }),
  createProcedure: defineRoute({
    method: "post",
    path: "/api/catalog/procedures",
    operationId: "createCatalogueProcedure",
    summary: "Add an examination to the catalogue",
    tag: "catalogue",
    permission: "catalog:edit",
    body: ZCreateProcedureDefinitionRequestSchema,
    response: procedureAnswer,
    status: 201,
    idempotent: true,
  }),
  updateProcedure: defineRoute({
    method: "patch",
    path: "/api/catalog/procedures/{id}",
    operationId: "updateCatalogueProcedure",
    summary: "Correct an examination of the catalogue",
    tag: "catalogue",
    permission: "catalog:edit",
    params: idParams,
    body: ZUpdateProcedureDefinitionRequestSchema,
    response: procedureAnswer,
  }),
  retireProcedure: defineRoute({
    method: "put",
    path: "/api/catalog/procedures/{id}/retired",
    operationId: "retireCatalogueProcedure",
    summary: "Retire an examination, or bring it back",
    tag: "catalogue",
    permission: "catalog:edit",
    params: idParams,
    body: z.object({ retired: z.boolean({ error: CATALOGUE_MESSAGES.retiredRequired }) }),
    response: procedureAnswer,
  }),
  checkProcedure: defineRoute({
    method: "put",
    path: "/api/catalog/procedures/{id}/checked",
    operationId: "checkCatalogueProcedure",
    summary: "Mark an examination's entry as checked against its source, or not",
    tag: "catalogue",
    permission: "catalog:edit",
    params: idParams,
    body: ZSetCheckedRequestSchema,
    response: procedureAnswer,
  }),
  goals: defineRoute({
    method: "get",
    path: "/api/catalog/goals",
    operationId: "listCatalogueGoals",
    summary:
      "The goal texts of both regulation models of every specialty, with the clinic's corrections",
    tag: "catalogue",
    permission: "curriculum:read",
    response: z.object({ goals: z.array(ZGoalCatalogueEntrySchema) }),
    revalidate: true,
  }),
  importGoals: defineRoute({
    method: "post",
    path: "/api/catalog/goals/import",
    operationId: "importCatalogueGoals",
    summary:
      "Import a specialty's goal catalogue from a JSON file (docs/goal-catalogue-import.md): all or nothing",
    tag: "catalogue",
    permission: "catalog:edit",
    body: ZImportGoalCatalogueRequestSchema,
    response: z.object({
      message: z.string(),
      specialty: z.enum(SPECIALTIES),
      added: z.number().int(),
      replaced: z.number().int(),
    }),
  }),
  updateGoal: defineRoute({
    method: "patch",
    path: "/api/catalog/goals/{id}",
    operationId: "updateCatalogueGoal",
    summary: "Correct a goal's text",
    tag: "catalogue",
    permission: "catalog:edit",
    params: idParams,
    query: ZGoalSpecialtyQuerySchema,
    body: ZUpdateGoalDefinitionRequestSchema,
    response: goalAnswer,
  }),
  checkGoal: defineRoute({
    method: "put",
    path: "/api/catalog/goals/{id}/checked",
    operationId: "checkCatalogueGoal",
    summary: "Mark a goal's text as checked against its source, or not",
    tag: "catalogue",
    permission: "catalog:edit",
    params: idParams,
    query: ZGoalSpecialtyQuerySchema,
    body: ZSetCheckedRequestSchema,
    response: goalAnswer,
  }),
};
