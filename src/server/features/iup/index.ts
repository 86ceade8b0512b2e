/**
 * The IUP feature's public entry for other features: the follow-up dates due (the reminders),
 * and the main supervisors of a set of doctors, which the users feature keeps (decision 198).
 */

export { mainSupervisorsOf } from "../users";
export { type DueFollowUp, iupFollowUpsDueBetween } from "./iup.repo";
