import { redirect } from "@tanstack/react-router";
import {
  DOCTOR_PAGES,
  type DoctorPage,
  type PageId,
  type Role,
  startsWithoutDoctor,
} from "@/shared/roles";
import type { Session } from "@/web/lib/session";

export function isDoctorPage(page: PageId): page is DoctorPage {
  return (DOCTOR_PAGES as readonly string[]).includes(page);
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
