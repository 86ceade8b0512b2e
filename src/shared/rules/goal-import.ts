import { z } from "zod";
import { VERIFICATION_STATUSES } from "../curriculum/data-schema";
import {
  GOAL_CATEGORIES,
  GOAL_MODELS,
  type GoalDefinition,
  type GoalModel,
  modelOfGoalId,
} from "../curriculum/goal-models";
import { SPECIALTIES, type Specialty } from "../curriculum/specialties";
import { GOAL_IMPORT_MESSAGES as M } from "../messages/goal-import";

/*
 * The import of a specialty's goal catalogue from a JSON file (issue 27, decision 240; the format
 * is docs/goal-catalogue-import.md). Every error is named by the line of the file it is on, and a
 * file with any error imports nothing.
 */

export interface ImportError {
  /** 1-based line of the file. */
  readonly line: number;
  readonly message: string;
}

export type GoalImportResult =
  | { ok: true; specialty: Specialty; goals: GoalDefinition[] }
  | { ok: false; errors: ImportError[] };

const text = z.string().trim().min(1);
const lines = z.array(z.string().trim().min(1));

const ZImportedGoal = z.object({
  id: text,
  model: z.string(),
  category: z.string(),
  title: text.max(200),
  description: text.max(5000),
  // May be empty: STa3 has no activities of its own (its scientific work has a form).
  recommendedActivities: lines.max(30),
  competenceRequirements: lines.max(30).default([]),
  followUp: lines.max(30).default([]),
  generalAdvice: lines.max(30).default([]),
  titleIsEditorial: z.boolean().default(false),
  activitiesAreAlternatives: z.boolean().default(false),
  source: text,
  verification: z.object({
    status: z.enum(VERIFICATION_STATUSES),
    note: z.string().default(""),
  }),
  reviewNote: z.string().trim().min(1).nullable().default(null),
});

const ZImportFile = z.object({
  specialty: z.string(),
  goals: z.array(z.unknown()),
});

/** Where each goal object of the top-level `goals` array starts, as 1-based lines. */
export function goalLines(source: string): number[] {
  const found: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringStart = -1;
  let lastKey = "";
  let pendingKey = "";
  let inGoals = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === "\n") line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') {
        inString = false;
        if (depth === 1) pendingKey = source.slice(stringStart + 1, i);
      }
      continue;
    }
    if (ch === '"') {
      inString = true;
      stringStart = i;
    } else if (ch === ":" && depth === 1) {
      lastKey = pendingKey;
    } else if (ch === "{" || ch === "[") {
      if (ch === "[" && depth === 1 && lastKey === "goals") inGoals = true;
      else if (ch === "{" && depth === 2 && inGoals) found.push(line);
      depth++;
    } else if (ch === "}" || ch === "]") {
      depth--;
      if (depth === 1 && ch === "]") inGoals = false;
    }
  }
  return found;
}

/** The line of a character offset. */
function lineAt(source: string, offset: number): number {
  return source.slice(0, offset).split("\n").length;
}

/** The line JSON.parse names in its message, where it names one. */
function syntaxErrorLine(source: string, error: unknown): number {
  const message = error instanceof Error ? error.message : "";
  const lineCol = /line (\d+) column/.exec(message);
  if (lineCol) return Number(lineCol[1]);
  const position = /position (\d+)/.exec(message);
  if (position) return lineAt(source, Number(position[1]));
  // Node names an unexpected token with the text around it: find that text and the token in it.
  const token = /^Unexpected token '(.)'/.exec(message)?.[1];
  const around = /^Unexpected token '.', (?:\.\.\.)?"([\s\S]*?)"(?:\.\.\.)? is not valid JSON/.exec(
    message,
  )?.[1];
  if (token === undefined || around === undefined) return 1;
  const at = source.indexOf(around);
  if (at < 0) return 1;
  return lineAt(source, at + Math.max(0, around.indexOf(token)));
}

function isCategoryOf(model: GoalModel, category: string): boolean {
  return (GOAL_CATEGORIES[model] as readonly string[]).includes(category);
}

/** A field's issue in Swedish, named by the field. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join(".") || "delmålet";
  return M.fieldInvalid(field);
}

/** Reads and checks a whole file; every error is collected, so one upload shows them all. */
export function parseGoalImport(source: string): GoalImportResult {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return { ok: false, errors: [{ line: syntaxErrorLine(source, error), message: M.notJson }] };
  }
  const file = ZImportFile.safeParse(data);
  if (!file.success) return { ok: false, errors: [{ line: 1, message: M.fileShape }] };
  const errors: ImportError[] = [];
  const specialty = file.data.specialty;
  const known = (SPECIALTIES as readonly string[]).includes(specialty);
  if (!known)
    errors.push({ line: lineOfKey(source, "specialty"), message: M.unknownSpecialty(specialty) });
  if (file.data.goals.length === 0)
    errors.push({ line: lineOfKey(source, "goals"), message: M.noGoals });
  const starts = goalLines(source);
  const seen = new Map<string, number>();
  const goals: GoalDefinition[] = [];
  file.data.goals.forEach((raw, index) => {
    const line = starts[index] ?? 1;
    const parsed = ZImportedGoal.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ line, message: describeIssue(issue) });
      return;
    }
    const goal = parsed.data;
    const before = errors.length;
    if (!(GOAL_MODELS as readonly string[]).includes(goal.model)) {
      errors.push({ line, message: M.unknownModel(goal.id, goal.model) });
    } else {
      const model = goal.model as GoalModel;
      if (!isCategoryOf(model, goal.category))
        errors.push({ line, message: M.unknownCategory(goal.id, goal.category, model) });
      if (modelOfGoalId(goal.id) !== model)
        errors.push({ line, message: M.idNotOfModel(goal.id, model) });
    }
    const key = `${goal.model}:${goal.id}`;
    const first = seen.get(key);
    if (first !== undefined) errors.push({ line, message: M.duplicateId(goal.id, first) });
    else seen.set(key, line);
    if (errors.length > before || !known) return;
    goals.push({
      ...goal,
      specialty: specialty as Specialty,
      model: goal.model as GoalModel,
      category: goal.category as GoalDefinition["category"],
    });
  });
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.line - b.line) };
  return { ok: true, specialty: specialty as Specialty, goals };
}

/** The line of a top-level key, for errors of the file's own fields. */
function lineOfKey(source: string, key: string): number {
  const at = source.indexOf(`"${key}"`);
  return at < 0 ? 1 : lineAt(source, at);
}
