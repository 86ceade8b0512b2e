import { z } from "zod";
import { CATALOGUE_MESSAGES } from "../messages/catalogue";
import {
  ZGoalCatalogueEntrySchema,
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
    summary: "The examinations in use (retired ones left out), for the matrix of every record",
    tag: "catalogue",
    access: "session",
    response: z.object({ procedures: z.array(ZProcedureDefinitionSchema) }),
    revalidate: true,
  }),
  procedures: defineRoute({
    method: "get",
    path: "/api/catalog/procedures",
    summary: "The clinic's examination catalogue, retired entries included",
    tag: "catalogue",
    access: "session",
    response: z.object({ procedures: z.array(ZProcedureDefinitionSchema) }),
  }),
  createProcedure: defineRoute({
    method: "post",
    path: "/api/catalog/procedures",
    summary: "Add an examination to the catalogue",
    tag: "catalogue",
    access: "session",
    body: ZCreateProcedureDefinitionRequestSchema,
    response: procedureAnswer,
    status: 201,
    idempotent: true,
  }),
  updateProcedure: defineRoute({
    method: "patch",
    path: "/api/catalog/procedures/{id}",
    summary: "Correct an examination of the catalogue",
    tag: "catalogue",
    access: "session",
    params: idParams,
    body: ZUpdateProcedureDefinitionRequestSchema,
    response: procedureAnswer,
  }),
  retireProcedure: defineRoute({
    method: "put",
    path: "/api/catalog/procedures/{id}/retired",
    summary: "Retire an examination, or bring it back",
    tag: "catalogue",
    access: "session",
    params: idParams,
    body: z.object({ retired: z.boolean({ error: CATALOGUE_MESSAGES.retiredRequired }) }),
    response: procedureAnswer,
  }),
  checkProcedure: defineRoute({
    method: "put",
    path: "/api/catalog/procedures/{id}/checked",
    summary: "Mark an examination's entry as checked against its source, or not",
    tag: "catalogue",
    access: "session",
    params: idParams,
    body: ZSetCheckedRequestSchema,
    response: procedureAnswer,
  }),
  goals: defineRoute({
    method: "get",
    path: "/api/catalog/goals",
    summary: "The goal texts of both regulation models, with the clinic's corrections",
    tag: "catalogue",
    access: "session",
    response: z.object({ goals: z.array(ZGoalCatalogueEntrySchema) }),
    revalidate: true,
  }),
  updateGoal: defineRoute({
    method: "patch",
    path: "/api/catalog/goals/{id}",
    summary: "Correct a goal's text",
    tag: "catalogue",
    access: "session",
    params: idParams,
    body: ZUpdateGoalDefinitionRequestSchema,
    response: goalAnswer,
  }),
  checkGoal: defineRoute({
    method: "put",
    path: "/api/catalog/goals/{id}/checked",
    summary: "Mark a goal's text as checked against its source, or not",
    tag: "catalogue",
    access: "session",
    params: idParams,
    body: ZSetCheckedRequestSchema,
    response: goalAnswer,
  }),
};
