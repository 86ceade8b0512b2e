/** Roles, their Swedish labels, and which pages each role sees (spec sections 2 and 6). */
export const ROLES = ["ST_DOCTOR", "SUPERVISOR", "DIRECTOR", "ADMIN", "SPECIALIST"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ST_DOCTOR: "ST-läkare",
  SUPERVISOR: "Handledare",
  DIRECTOR: "ST-studierektor",
  ADMIN: "Administratör",
  SPECIALIST: "Specialistläkare",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** An unknown role is treated as ST_DOCTOR (spec section 4), the least privileged record owner. */
export function toRole(value: unknown): Role {
  return isRole(value) ? value : "ST_DOCTOR";
}

/** Pages about one ST doctor's record; they need a selected ST doctor. */
export const DOCTOR_PAGES = [
  "dashboard",
  "formalities",
  "goals",
  "procedures",
  "rotations",
  "courses",
  "sitins",
  "meetings",
  // 'IUP', the individual training programme (issue 25, decision 199).
  "iup",
  "stproject",
  // 'Utvecklingsarbete', the doctor's development works (issue 24).
  "development",
  "certificates",
  // 'Ansökan', the application for the specialist certificate (issue 24, decision 196).
  "application",
  // Historik, the record's audit log (readable by everyone who may read the record).
  "history",
] as const;
export type DoctorPage = (typeof DOCTOR_PAGES)[number];

/** `catalog` ('Katalog', the examination catalogue) is the portal's own addition (decision 005). */
export const GENERAL_PAGES = [
  // 'ST-läkare', the cohort of ST doctors with their progress and early warnings (decision 145).
  "cohort",
  "signing-rights-assessment",
  "director",
  "admin",
  "catalog",
  "profile",
] as const;
export type GeneralPage = (typeof GENERAL_PAGES)[number];
export type PageId = DoctorPage | GeneralPage;

export const PAGE_LABELS: Record<PageId, string> = {
  dashboard: "Översikt",
  formalities: "Formellt",
  goals: "Delmål",
  procedures: "Undersökningar",
  rotations: "Randningar",
  courses: "Kurser",
  sitins: "Sit-ins/Bedömningar",
  meetings: "Handledarträffar",
  iup: "IUP",
  stproject: "ST-arbete",
  development: "Utvecklingsarbete",
  certificates: "Intyg",
  application: "Ansökan",
  history: "Historik",
  cohort: "ST-läkare",
  "signing-rights-assessment": "Signeringsrätt",
  director: "Studierektorspanel",
  admin: "Adminpanel",
  catalog: "Katalog",
  profile: "Min Profil",
};

/**
 * Role-level rules: what a role may do whoever the record belongs to. The server's policy
 * (src/server/policy.ts) decides every permission from these and adds the per-record checks; the
 * page table below is derived from them, so the menu and the API never disagree.
 */
/** Roles that follow other people's ST doctors and can switch between them. */
export function isReviewerOfDoctors(role: Role): boolean {
  return role === "SUPERVISOR" || role === "DIRECTOR" || role === "ADMIN";
}
/**
 * An administrator starts without a selected ST doctor and, until they pick one, sees only the admin
 * panel and its catalogue (spec: App shell and navigation); the other reviewers start at the first
 * doctor of their list. The route guards, the home page, the sidebar and the page the server
 * serves (its first reads, decision 273) all ask here.
 */
export function startsWithoutDoctor(role: Role): boolean {
  return role === "ADMIN";
}
/** The ST doctor owns a record of their own. */
export const ownsRecord = (role: Role): boolean => role === "ST_DOCTOR";
/** Reads ST doctors' records at all: their own, or the ones they follow. */
const readsRecords = (role: Role): boolean => ownsRecord(role) || isReviewerOfDoctors(role);
/** Lists, creates and manages accounts (a director never an administrator's). */
export const managesUsers = (role: Role): boolean => role === "ADMIN" || role === "DIRECTOR";
export const isAdminRole = (role: Role): boolean => role === "ADMIN";
/** Signing rights are about specialists; the ST doctor is assessed elsewhere. */
export const usesSigningRights = (role: Role): boolean => role !== "ST_DOCTOR";

const rolesWhere = (rule: (role: Role) => boolean): readonly Role[] => ROLES.filter(rule);

export const PAGE_ROLES: Record<PageId, readonly Role[]> = {
  ...(Object.fromEntries(DOCTOR_PAGES.map((p) => [p, rolesWhere(readsRecords)])) as Record<
    DoctorPage,
    readonly Role[]
  >),
  cohort: rolesWhere(isReviewerOfDoctors),
  "signing-rights-assessment": rolesWhere(usesSigningRights),
  director: ["DIRECTOR"],
  admin: rolesWhere(isAdminRole),
  catalog: rolesWhere(isAdminRole),
  profile: ROLES,
};

export function canSeePage(role: Role, page: PageId): boolean {
  return PAGE_ROLES[page].includes(role);
}

/** Sidebar order: the record pages, then signing rights and the panels. Profile sits in the footer. */
export const SIDEBAR_PAGES: readonly PageId[] = [
  ...DOCTOR_PAGES,
  "cohort",
  "signing-rights-assessment",
  "director",
  "admin",
  "catalog",
];

export function displayName(user: {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}) {
  const name = [user.firstName, user.lastName]
    .filter((p) => p && p.trim() !== "")
    .join(" ")
    .trim();
  return name === "" ? user.email : name;
}
