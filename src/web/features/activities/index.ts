/**
 * The activities feature's public entry for other features: the overview adds and edits
 * rotations, courses, sit-ins and meetings with the same definitions and forms as their pages.
 */
export {
  type ActivityDefinition,
  type ActivityItem,
  type ActivityListKey,
  activityItems,
  type FormValues,
} from "./activity-definition";
export {
  COURSE_DEFINITION,
  MEETING_DEFINITION,
  ROTATION_DEFINITION,
  SIT_IN_DEFINITION,
} from "./activity-definitions";
export { ActivityEditDialog } from "./components/activity-edit-dialog";
export { ActivityForm } from "./components/activity-form-modal";
