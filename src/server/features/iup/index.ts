/**
 * The IUP feature's public entry for other features: its router, every revision (for the data
 * export) and the follow-up dates due (for the reminders, issue 25).
 */
export { iupFollowUpsDueBetween, listRevisions as listIupRevisions } from "./iup.repo";
export { iupRouter } from "./iup.routes";
