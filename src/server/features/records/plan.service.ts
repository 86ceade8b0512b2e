import { modelOfGoal } from "../../../shared/curriculum/goals";
import { PROGRESS_MESSAGES } from "../../../shared/messages/progress";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { dateMovedToQuarter } from "../../../shared/rules/quarters";
import type { TMoveToQuarterRequest } from "../../../shared/schemas/progress";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { requireDoctorAccess } from "../../policy";
import { writeAudit } from "../audit";
import { certificateFileIdsOf } from "../files";
import { lockFormalities } from "./formalities.repo";
import { catalogueWith, saveGoalEdit, saveProcedureEdit } from "./progress.service";
import { loadRecordDerived } from "./record-derived";
import { lockRecordRow, updateRecordRow } from "./record-list.repo";
import { withoutVersion } from "./record-list.service";
import { RECORD_TYPES } from "./record-types";
import { todayInSweden } from "./today";

/** What the overview's year and quarter view lets the user drag to another quarter. */
export const PLAN_KINDS = ["goal", "procedure", "course"] as const;
type PlanKind = (typeof PLAN_KINDS)[number];

const isPlanKind = (kind: string): kind is PlanKind =>
  (PLAN_KINDS as readonly string[]).includes(kind);

/**
 * Moves a goal, an examination or a course to another quarter (decision 101). A goal or an
 * examination becomes planned in that quarter, an examination with its whole sync group; a course
 * keeps its status and gets a date in that quarter. Answers as the item's own edit does.
 */
export async function moveToQuarter(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  kind: string,
  itemId: string,
  input: TMoveToQuarterRequest,
) {
  if (!isPlanKind(kind)) throw notFound(RECORD_MESSAGES.unknownRecordType);
  await requireDoctorAccess(db, actor, "edit", doctorId);
  const planned = { status: "planned" as const, plannedQuarter: input.quarter };
  switch (kind) {
    case "goal": {
      if (modelOfGoal(itemId) === undefined) throw notFound(PROGRESS_MESSAGES.goalUnknown);
      await db.transaction((tx) => saveGoalEdit(tx, actor, doctorId, itemId, planned));
      return {
        message: PROGRESS_MESSAGES.goalUpdated,
        goal: { goalId: itemId, ...planned },
        derived: await loadRecordDerived(db, actor, doctorId),
      };
    }
    case "procedure": {
      const catalogue = await catalogueWith(db, itemId);
      // The examination edit rule clears the achieved level of a planned entry and its group.
      const rows = await saveProcedureEdit(db, actor, doctorId, catalogue, itemId, planned);
      return {
        message: PROGRESS_MESSAGES.procedureUpdated,
        procedures: rows,
        derived: await loadRecordDerived(db, actor, doctorId),
      };
    }
    case "course":
      return moveCourse(db, actor, doctorId, itemId, input.quarter);
  }
}

/**
 * A course keeps its status and day when its date is already in the quarter, else it moves to
 * the quarter's first day. Its version goes up, so a form opened on the old date is refused.
 */
async function moveCourse(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  courseId: string,
  quarter: string,
) {
  const course = RECORD_TYPES.course;
  const record = await db.transaction(async (tx) => {
    await lockFormalities(tx, doctorId, todayInSweden(), "share");
    const before = await lockRecordRow(tx, course.table, doctorId, courseId);
    if (!before) throw notFound(RECORD_MESSAGES.recordNotFound("course"));
    const beforeDto = course.toDto(before as never);
    const date = dateMovedToQuarter(beforeDto.date, quarter);
    const after = await updateRecordRow(tx, course.table, doctorId, courseId, before.version, {
      date,
    });
    // The row is locked, so its version cannot have moved since it was read.
    const dto = course.toDto(after as never);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: doctorId,
      action: "update",
      entity: "course",
      entityId: courseId,
      before: withoutVersion(beforeDto),
      after: withoutVersion(dto),
    });
    return {
      ...dto,
      certificateFileIds: await certificateFileIdsOf(tx, doctorId, "course", courseId),
    };
  });
  return {
    message: RECORD_MESSAGES.updated("course"),
    record,
    derived: await loadRecordDerived(db, actor, doctorId),
  };
}
