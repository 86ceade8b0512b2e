/**
 * The meeting actions' public entry for other features: the meeting form's action rows and the
 * meeting list's action cell (activities), and the open actions on the overview.
 */
export { actionsFromText, actionsToText, previewActions } from "./action-drafts";
export { MeetingActionsCell } from "./components/meeting-actions-cell";
export { MeetingActionsField } from "./components/meeting-actions-field";
export { OpenActionsCard } from "./components/open-actions-card";
