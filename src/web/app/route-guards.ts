import { isReviewerOfDoctors, startsWithoutDoctor } from "@/shared/roles";
import { safeReturnPath } from "@/shared/rules/return-path";
import type { Session } from "@/web/lib/session";
import { homeHref, type ShellContext } from "./access";

/**
 * The redirect decisions of the router's `beforeLoad` guards (app/router.tsx), as plain functions
 * of the session and the address, so they are tested without a router or a browser.
 */
export type GuardRedirect =
  /** To the login page, which returns to `redirect` after sign-in. */
  | { to: "/login"; search: { redirect: string } }
  /**
   * The same page with another (or no) selected ST doctor. An explicit `st: undefined` drops the
   * parameter (a plain href would get it back from the retainSearchParams middleware).
   */
  | { to: string; search: { [key: string]: unknown; st: string | undefined }; replace: true };

export type GuardResult = { redirect: GuardRedirect } | { context: ShellContext };

/** A signed-in user opening /login goes back where they were sent from (if safe) or home. */
export function loginPageRedirect(
  session: Session | null,
  returnPath: unknown,
): string | undefined {
  if (!session) return undefined;
  return safeReturnPath(returnPath) ?? homeHref(session.user.role);
}

/** A signed-in user opening the start page goes home. */
export function landingPageRedirect(session: Session | null): string | undefined {
  return session ? homeHref(session.user.role) : undefined;
}

/** The same page with another doctor; the page's own parameters (`?utvardering=`) stay. */
function withDoctor(location: AppLocation, doctorId: string | undefined): GuardResult {
  return {
    redirect: {
      to: location.pathname,
      search: { ...location.search, st: doctorId },
      replace: true,
    },
  };
}

interface AppLocation {
  href: string;
  pathname: string;
  /** The `st` search parameter: the selected ST doctor. */
  st: string | undefined;
  /** The whole search as parsed, so a redirect that changes `st` keeps the rest. */
  search?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * The signed-in app, before the ST doctor list is known: signed out goes to the login page with
 * the way back; a forced password change shows only that screen; an ST doctor always sees
 * themselves. Roles that pick a doctor from their list get `pickDoctor` (see `selectDoctor`).
 */
export function appEntry(
  session: Session | null,
  location: AppLocation,
): GuardResult | { pickDoctor: Session } {
  if (!session) return { redirect: { to: "/login", search: { redirect: location.href } } };
  const { role, mustChangePassword } = session.user;
  if (mustChangePassword) return { context: { session, selectedDoctorId: undefined } };
  const dropDoctor = withDoctor(location, undefined);
  if (role === "ST_DOCTOR") {
    return location.st ? dropDoctor : { context: { session, selectedDoctorId: session.user.id } };
  }
  if (!isReviewerOfDoctors(role)) {
    return location.st ? dropDoctor : { context: { session, selectedDoctorId: undefined } };
  }
  return { pickDoctor: session };
}

/**
 * A reviewer's selected ST doctor: the one in the address if they may view it, otherwise the
 * first they may view (an admin starts without one). `doctors` undefined: the list failed to
 * load, and the page says so itself.
 */
export function selectDoctor(
  session: Session,
  location: AppLocation,
  doctors: readonly { id: string }[] | undefined,
): GuardResult {
  if (!doctors) return { context: { session, selectedDoctorId: location.st } };
  const selected = doctors.find((d) => d.id === location.st);
  if (selected) return { context: { session, selectedDoctorId: selected.id } };
  const fallback = startsWithoutDoctor(session.user.role) ? undefined : doctors[0]?.id;
  if (location.st || fallback) return withDoctor(location, fallback);
  return { context: { session, selectedDoctorId: undefined } };
}
