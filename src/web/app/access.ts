import { redirect } from "@tanstack/react-router";
import { DOCTOR_PAGES, type DoctorPage, type PageId, type Role } from "@/shared/roles";
import type { Session } from "@/web/lib/session";

export function isDoctorPage(page: PageId): page is DoctorPage {
  return (DOCTOR_PAGES as readonly string[]).includes(page);
}

/**
 * An administrator starts without a selected ST doctor and, until they pick one, sees only the admin
 * panel and its catalogue (spec: App shell and navigation). The one place the web knows this: the
 * route guards, the home page and the sidebar all ask here.
 */
export function startsWithoutDoctor(role: Role): boolean {
  return role === "ADMIN";
}

/** The pages open to an administrator who has not picked an ST doctor yet ('ST-läkare' picks one). */
export const PAGES_WITHOUT_DOCTOR: readonly PageId[] = ["cohort", "admin", "catalog"];

function withDoctor(path: string, doctorId: string | undefined) {
  return doctorId ? `${path}?st=${encodeURIComponent(doctorId)}` : path;
}

/**
 * Where a role starts: a specialist on signing rights, an admin without a selected doctor on the
 * admin panel, everyone else on the overview of the (selected) ST doctor.
 */
export function homeHref(role: Role, doctorId?: string): string {
  if (role === "SPECIALIST") return "/signing-rights-assessment";
  if (startsWithoutDoctor(role) && !doctorId) return "/admin";
  return withDoctor("/dashboard", role === "ST_DOCTOR" ? undefined : doctorId);
}

export interface ShellContext {
  session: Session;
  selectedDoctorId: string | undefined;
}

/**
 * Runs before every signed-in page. Pages outside the role's list go to the role's home (the
 * panels therefore fall back to the overview); the signing-rights page instead shows its own
 * access-denied screen, as the specification asks. Record pages need a selected ST doctor.
 */
export function guardPage(page: PageId, context: ShellContext) {
  const href = pageRedirectHref(page, context);
  if (href) throw redirect({ href });
}

/** Where `guardPage` sends the user instead of `page`, or undefined to show it. */
export function pageRedirectHref(
  page: PageId,
  { session, selectedDoctorId }: ShellContext,
): string | undefined {
  if (session.user.mustChangePassword) return undefined;
  const role = session.user.role;
  if (page === "signing-rights-assessment" || page === "profile") return undefined;
  if (!session.permissions.pages.includes(page)) return homeHref(role, selectedDoctorId);
  if (isDoctorPage(page) && startsWithoutDoctor(role) && !selectedDoctorId) return "/admin";
  return undefined;
}
