import type { ApiRouteMap } from "./api";
import type { DoctorPage } from "./roles";

/** A read a page starts with: `{doctorId}` is the selected ST doctor. */
export type FirstRead = Extract<
  keyof ApiRouteMap,
  | "GET /api/st-doctors/{doctorId}/record"
  | "GET /api/st-doctors/{doctorId}/structured-assessments"
  | "GET /api/st-doctors/{doctorId}/iup"
  | "GET /api/st-doctors/{doctorId}/application"
  | "GET /api/st-doctors/{doctorId}/history"
  | "GET /api/catalog/goals"
  | "GET /api/catalog/procedures/in-use"
  | "GET /api/warning-settings"
>;

const RECORD = "GET /api/st-doctors/{doctorId}/record";
const GOALS = "GET /api/catalog/goals";
const PROCEDURES = "GET /api/catalog/procedures/in-use";
const ASSESSMENTS = "GET /api/st-doctors/{doctorId}/structured-assessments";
const IUP = "GET /api/st-doctors/{doctorId}/iup";

/**
 * What each record page reads as soon as it is known (decision 121): the web app's route loaders
 * ask for these beside the download of the page's code, and the server puts their answers in the
 * page it serves on a first load, so the phone waits for no round trip of its own (decision 273).
 */
export const PAGE_FIRST_READS: Record<DoctorPage, readonly FirstRead[]> = {
  // The overview shows the next IUP follow-up (issue 28).
  dashboard: [RECORD, GOALS, PROCEDURES, "GET /api/warning-settings", IUP],
  formalities: [RECORD],
  goals: [RECORD, GOALS, ASSESSMENTS],
  procedures: [RECORD, PROCEDURES, ASSESSMENTS],
  // The activities' forms choose their delmål from the goal catalogue (issue 24).
  rotations: [RECORD, GOALS],
  courses: [RECORD, GOALS],
  sitins: [RECORD, GOALS, PROCEDURES, ASSESSMENTS],
  meetings: [RECORD],
  iup: [RECORD, GOALS, PROCEDURES, IUP],
  stproject: [RECORD, GOALS],
  development: [RECORD, GOALS],
  // The goals' certificates are named from the catalogue.
  certificates: [RECORD, GOALS],
  application: [RECORD, "GET /api/st-doctors/{doctorId}/application"],
  history: [RECORD, "GET /api/st-doctors/{doctorId}/history"],
};

/** The address a read asks for, or undefined when it needs a doctor and none is selected. */
export function firstReadPath(read: FirstRead, doctorId: string | undefined): string | undefined {
  if (!read.includes("{doctorId}")) return read.slice("GET ".length);
  if (doctorId === undefined) return undefined;
  return read.slice("GET ".length).replace("{doctorId}", encodeURIComponent(doctorId));
}
