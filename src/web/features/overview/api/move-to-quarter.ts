import { useQueryClient } from "@tanstack/react-query";
import type { ProcedureDefinition } from "@/shared/curriculum/procedures";
import { PROGRESS_MESSAGES } from "@/shared/messages/progress";
import { RECORD_MESSAGES } from "@/shared/messages/records";
import { dateMovedToQuarter, type QuarterLabel } from "@/shared/rules/quarters";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { recordKeys } from "@/web/entities/record/api/get-record";
import { withProcedureEdit } from "@/web/entities/record/api/procedure-edit";
import {
  withDerived,
  withGoalRow,
  withProcedureRows,
} from "@/web/entities/record/api/record-answers";
import { topLevelList, withItem } from "@/web/entities/record/api/record-items";
import { saveFailedToast, useRecordMutation } from "@/web/entities/record/api/use-record-mutation";
import { call } from "@/web/lib/api-client";
import { OVERVIEW_MESSAGES } from "@/web/lib/messages/overview";
import { registerDraftSource, registerPendingWrite } from "@/web/lib/session-expiry";

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

/** 'delmål STa1', 'undersökningen …', 'kursen …': what a move moves, as the user knows it. */
export function moveSubject(
  record: TDoctorRecord | undefined,
  catalogue: readonly ProcedureDefinition[],
  { kind, itemId }: Pick<MoveVars, "kind" | "itemId">,
): string {
  const S = OVERVIEW_MESSAGES.moveSubject;
  switch (kind) {
    case "goal":
      return S.goal(itemId);
    case "procedure":
      return S.procedure(catalogue.find((p) => p.id === itemId)?.name ?? itemId);
    case "course":
      return S.course(record?.courses.find((c) => c.id === itemId)?.name ?? "");
  }
}

/** A move that was on its way when the session ended, kept in the tab to send again. */
export interface LostMove extends MoveVars {
  /** 'Flytten av delmål STa1 till 2027-Q1 hann inte sparas.' */
  notSaved: string;
}

/** Where a doctor's cut-off moves are kept over a sign-in (lib/draft-storage.ts reads it). */
export const lostMovesDraftKey = (doctorId: string) => `overview-moves:${doctorId}`;

/** The moves on their way, per doctor: what a session that ends now keeps (decision 159). */
const movesOnTheirWay = new Map<string, Map<number, LostMove>>();
let lastMove = 0;

/**
 * Keeps the move as a draft of the page while its request is out: if the session ends meanwhile,
 * the login page names it and the overview offers it again after sign-in, as forms keep their text.
 */
function keepWhileSending(doctorId: string, move: LostMove): () => void {
  let moves = movesOnTheirWay.get(doctorId);
  if (!moves) {
    moves = new Map();
    movesOnTheirWay.set(doctorId, moves);
  }
  const id = ++lastMove;
  moves.set(id, move);
  const forgetDraft = registerDraftSource(lostMovesDraftKey(doctorId), () => [
    ...(movesOnTheirWay.get(doctorId)?.values() ?? []),
  ]);
  const forgetWrite = registerPendingWrite(move.notSaved);
  return () => {
    forgetWrite();
    moves.delete(id);
    // The draft source reads every move of the doctor; it goes when the last one is answered.
    if (moves.size === 0) {
      movesOnTheirWay.delete(doctorId);
      forgetDraft();
    }
  };
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
  const queryClient = useQueryClient();
  return useRecordMutation({
    doctorId,
    mutationFn: async ({ kind, itemId, quarter }: MoveVars) => {
      const record = queryClient.getQueryData<TDoctorRecord>(recordKeys.record(doctorId));
      const subject = moveSubject(record, catalogue, { kind, itemId });
      const notSaved = OVERVIEW_MESSAGES.moveNotSaved(subject, quarter);
      const forget = keepWhileSending(doctorId, { kind, itemId, quarter, notSaved });
      try {
        return await call("PUT /api/st-doctors/{doctorId}/plan/{kind}/{itemId}", {
          params: { doctorId, kind, itemId },
          body: { quarter },
        });
      } finally {
        forget();
      }
    },
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
