/**
 * The IUP feature's public entry for other features: its router, the follow-up dates due and the
 * main supervisors of a set of doctors (which the users feature keeps, decision 198), the last two
 * for the reminders (issue 25).
 */

/** @public */
export { mainSupervisorsOf } from "../users";
/** @public */
export { iupFollowUpsDueBetween, listRevisions as listIupRevisions } from "./iup.repo";
export { iupRouter } from "./iup.routes";
