import type { ProcedureDefinition } from "@/shared/curriculum/procedures";
import { PROGRESS_MESSAGES } from "@/shared/messages/progress";
import { RECORD_MESSAGES } from "@/shared/messages/records";
import { dateMovedToQuarter, type QuarterLabel } from "@/shared/rules/quarters";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { call } from "@/web/lib/api-client";
import { withProcedureEdit } from "../../procedures/api/update-procedure";
import { withDerived, withGoalRow, withProcedureRows } from "../../records/api/record-answers";
import { topLevelList, withItem } from "../../records/api/record-items";
import { saveFailedToast, useRecordMutation } from "../../records/api/use-record-mutation";

/** What the year view lets the user move: a goal, an examination (its sync group) or a course. */
export type MovableKind = "goal" | "procedure" | "course";

export interface MoveVars {
  kind: MovableKind;
  itemId: string;
  quarter: QuarterLabel;
}

const courses = topLevelList("courses");

/**
 * The record as the move will leave it (decision 101): a goal or an examination planned in the
 * quarter, an examination with its whole sync group and without an achieved level; a course with
 * its status and, unless already in that quarter, the quarter's first day.
 */
export function withMove(
  record: TDoctorRecord,
  catalogue: readonly ProcedureDefinition[],
  { kind, itemId, quarter }: MoveVars,
): TDoctorRecord {
  switch (kind) {
    case "goal":
      return withGoalRow(record, { goalId: itemId, status: "planned", plannedQuarter: quarter });
    case "procedure":
      return withProcedureEdit(record, catalogue, {
        procedureId: itemId,
        edit: { status: "planned", plannedQuarter: quarter, achievedLevel: null },
      });
    case "course": {
      const course = record.courses.find((c) => c.id === itemId);
      if (!course) return record;
      return withItem(courses, record, {
        ...course,
        date: dateMovedToQuarter(course.date, quarter),
        quarter,
      });
    }
  }
}

const FAILED: Record<MovableKind, string> = {
  goal: PROGRESS_MESSAGES.goalUpdateFailed,
  procedure: PROGRESS_MESSAGES.procedureUpdateFailed,
  course: RECORD_MESSAGES.updateFailed("course"),
};

const SAVED: Record<MovableKind, string> = {
  goal: PROGRESS_MESSAGES.goalUpdated,
  procedure: PROGRESS_MESSAGES.procedureUpdated,
  course: RECORD_MESSAGES.updated("course"),
};

/**
 * A drop on another quarter (or 'Flytta till kvartal'): one request, shown at once, rolled back
 * with the item's own error toast when the save fails. Quick moves in a row each land: the shared
 * record queue replays every pending move on whatever the server has answered so far.
 */
export function useMoveToQuarter(doctorId: string, catalogue: readonly ProcedureDefinition[]) {
  return useRecordMutation({
    doctorId,
    mutationFn: ({ kind, itemId, quarter }: MoveVars) =>
      call("PUT /api/st-doctors/{doctorId}/plan/{kind}/{itemId}", {
        params: { doctorId, kind, itemId },
        body: { quarter },
      }),
    optimistic: (record, vars) => withMove(record, catalogue, vars),
    confirm: (record, answer) => {
      const saved =
        "goal" in answer
          ? withGoalRow(record, answer.goal)
          : "procedures" in answer
            ? withProcedureRows(record, answer.procedures)
            : withItem(courses, record, answer.record);
      return withDerived(saved, answer.derived);
    },
    derived: true,
    successMessage: (_answer, vars) => SAVED[vars.kind],
    errorMessage: (error, vars) => saveFailedToast(FAILED[vars.kind], error),
  });
}
