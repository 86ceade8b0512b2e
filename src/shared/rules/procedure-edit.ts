import {
  type AchievedLevel,
  findSyncGroup,
  type ProcedureDefinition,
  type ProcedureLevel,
} from "../curriculum/procedures";
import { PROGRESS_MESSAGES as M } from "../messages/progress";
import {
  type ActivityStatus,
  type EditResult,
  isQuarterMissing,
  plannedQuarterToSave,
} from "./activity-status";

/** One doctor's progress on one catalogue entry (user_procedures). */
export interface ProcedureProgress {
  readonly procedureId: string;
  readonly status: ActivityStatus;
  readonly plannedQuarter: string | null;
  readonly achievedLevel: AchievedLevel | null;
}

export interface ProcedureEdit {
  readonly status: ActivityStatus;
  readonly plannedQuarter?: string | null | undefined;
  readonly achievedLevel?: AchievedLevel | null | undefined;
}

const OFFERED_LEVELS: Record<ProcedureLevel, readonly AchievedLevel[]> = {
  A_OBLIGATORY: ["A"],
  A_VALBAR: ["A", "B"],
  B: ["B"],
  C: ["C"],
};

/** Levels the edit dialog offers for an entry of this level class (spec section 4). */
export function levelsOffered(level: ProcedureLevel): readonly AchievedLevel[] {
  return OFFERED_LEVELS[level];
}

/** The level set on completion without asking; null for A_VALBAR, where the doctor chooses. */
export function automaticAchievedLevel(level: ProcedureLevel): AchievedLevel | null {
  return level === "A_VALBAR" ? null : (OFFERED_LEVELS[level][0] ?? null);
}

/** Whether the dialog must ask for the level: only on completing an optional A entry. */
export function isLevelChoiceNeeded(level: ProcedureLevel, status: ActivityStatus): boolean {
  return status === "completed" && level === "A_VALBAR";
}

/**
 * The edit of one entry as it is saved: a status other than planned clears the quarter, a status
 * other than completed clears the level, completion sets the automatic level, and an optional A
 * entry must be given A or B.
 */
export function normalizeProcedureEdit(
  definition: Pick<ProcedureDefinition, "level">,
  edit: ProcedureEdit,
): EditResult<Omit<ProcedureProgress, "procedureId">> {
  if (isQuarterMissing(edit.status, edit.plannedQuarter)) {
    return { ok: false, field: "plannedQuarter", message: M.quarterRequired };
  }
  const plannedQuarter = plannedQuarterToSave(edit.status, edit.plannedQuarter);
  if (edit.status !== "completed") {
    return { ok: true, value: { status: edit.status, plannedQuarter, achievedLevel: null } };
  }
  const automatic = automaticAchievedLevel(definition.level);
  if (automatic) {
    return { ok: true, value: { status: edit.status, plannedQuarter, achievedLevel: automatic } };
  }
  const offered = levelsOffered(definition.level);
  if (!edit.achievedLevel) {
    return { ok: false, field: "achievedLevel", message: M.levelRequired };
  }
  if (!offered.includes(edit.achievedLevel)) {
    return { ok: false, field: "achievedLevel", message: M.levelNotOffered(offered.join(", ")) };
  }
  return {
    ok: true,
    value: { status: edit.status, plannedQuarter, achievedLevel: edit.achievedLevel },
  };
}

/**
 * The level a synchronised sibling gets when the edited entry is completed. The sibling may be of
 * another level class (renografi is B in c4 and optional A in c11), so a fixed-class sibling takes
 * its own automatic level. An optional A sibling takes the level the doctor chose when the edited
 * entry was optional too (a sync group is one examination); when the edited entry's level was
 * automatic, it keeps a valid level it already had rather than being downgraded, else takes the
 * edited level if offered, else B, the level every optional examination must reach (decision 012).
 */
function siblingLevel(
  sibling: ProcedureDefinition,
  edited: { level: ProcedureLevel; achievedLevel: AchievedLevel | null },
  existing: AchievedLevel | null,
): AchievedLevel {
  const automatic = automaticAchievedLevel(sibling.level);
  if (automatic) return automatic;
  const offered = levelsOffered(sibling.level);
  const chosen = edited.achievedLevel;
  const choseExplicitly = edited.level === "A_VALBAR";
  const order = choseExplicitly ? [chosen, existing] : [existing, chosen];
  return order.find((l): l is AchievedLevel => !!l && offered.includes(l)) ?? "B";
}

/**
 * Applies an edit of one entry to every catalogue entry that shares its syncId (spec section 4).
 * Returns the rows to upsert, the edited entry first; an unknown id or an invalid edit is an error.
 */
export function applyProcedureEdit(
  catalogue: readonly ProcedureDefinition[],
  current: readonly ProcedureProgress[],
  procedureId: string,
  edit: ProcedureEdit,
): EditResult<ProcedureProgress[]> {
  const group = findSyncGroup(catalogue, procedureId);
  const edited = group.find((p) => p.id === procedureId);
  if (!edited) return { ok: false, field: "procedureId", message: M.procedureUnknown };
  const normalized = normalizeProcedureEdit(edited, edit);
  if (!normalized.ok) return normalized;
  const byId = new Map(current.map((p) => [p.procedureId, p]));
  const rows: ProcedureProgress[] = [{ procedureId, ...normalized.value }];
  for (const sibling of group) {
    if (sibling.id === procedureId) continue;
    const { status, plannedQuarter } = normalized.value;
    rows.push({
      procedureId: sibling.id,
      status,
      plannedQuarter,
      achievedLevel:
        status === "completed"
          ? siblingLevel(
              sibling,
              { level: edited.level, achievedLevel: normalized.value.achievedLevel },
              byId.get(sibling.id)?.achievedLevel ?? null,
            )
          : null,
    });
  }
  return { ok: true, value: rows };
}

/**
 * Picking an examination in the add wizard: one already under way is opened for editing, one not
 * started is selected for planning.
 */
export function wizardProcedureAction(status: ActivityStatus | undefined): "edit" | "plan" {
  return status && status !== "not_started" ? "edit" : "plan";
}
