import { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { describe, expect, it, vi } from "vitest";
import type { Role } from "@/shared/roles";
import { sessionQueryKey } from "@/web/lib/query-keys";
import type { Session } from "@/web/lib/session";
import { reportUnauthorized, sessionExpiredNotice } from "@/web/lib/session-expiry";
import { pageRedirectHref } from "./access";
import { appEntry, landingPageRedirect, loginPageRedirect, selectDoctor } from "./route-guards";
import { installSessionExpiry } from "./session-expiry";

function session(role: Role, extra: { mustChangePassword?: boolean; pages?: string[] } = {}) {
  return {
    user: {
      id: `${role}-id`,
      email: "a@example.se",
      firstName: "A",
      lastName: "B",
      displayName: "A B",
      role,
      mustChangePassword: extra.mustChangePassword ?? false,
    },
    permissions: {
      pages: extra.pages ?? ["dashboard", "goals"],
      canManageUsers: false,
      canCreateUsers: false,
      assignableRoles: [],
      canAssignSupervisors: false,
      canViewDoctors: role !== "ST_DOCTOR",
    },
  } satisfies Session;
}

const at = (href: string, st?: string) => ({ href, pathname: href.split("?")[0] ?? href, st });

describe("signed out", () => {
  it("goes to /login with the page as the way back", () => {
    expect(appEntry(null, at("/goals?st=x", "x"))).toEqual({
      redirect: { to: "/login", search: { redirect: "/goals?st=x" } },
    });
  });

  it("sees the public pages", () => {
    expect(landingPageRedirect(null)).toBeUndefined();
    expect(loginPageRedirect(null, "/goals")).toBeUndefined();
  });
});

describe("signed in on /login", () => {
  it("follows a safe return path", () => {
    expect(loginPageRedirect(session("ST_DOCTOR"), "/goals")).toBe("/goals");
  });

  it("goes home instead of another site or a missing path", () => {
    for (const unsafe of ["//evil.example", "https://evil.example/", "/\\evil", undefined, 5]) {
      expect(loginPageRedirect(session("ST_DOCTOR"), unsafe)).toBe("/dashboard");
    }
    expect(loginPageRedirect(session("SPECIALIST"), "javascript:alert(1)")).toBe(
      "/signing-rights-assessment",
    );
    expect(loginPageRedirect(session("ADMIN"), undefined)).toBe("/admin");
  });

  it("goes home from the start page", () => {
    expect(landingPageRedirect(session("SUPERVISOR"))).toBe("/dashboard");
  });
});

describe("forced password change", () => {
  it("enters the app with no doctor and no page redirect, so only 'Byt lösenord' shows", () => {
    const forced = session("SUPERVISOR", { mustChangePassword: true, pages: [] });
    expect(appEntry(forced, at("/goals?st=x", "x"))).toEqual({
      context: { session: forced, selectedDoctorId: undefined },
    });
    expect(
      pageRedirectHref("admin", { session: forced, selectedDoctorId: undefined }),
    ).toBeUndefined();
  });
});

describe("the selected ST doctor", () => {
  it("is always the ST doctor themselves; an `st` in the address is dropped", () => {
    const doctor = session("ST_DOCTOR");
    expect(appEntry(doctor, at("/goals"))).toEqual({
      context: { session: doctor, selectedDoctorId: "ST_DOCTOR-id" },
    });
    expect(appEntry(doctor, at("/goals?st=x", "x"))).toEqual({
      redirect: { to: "/goals", search: { st: undefined }, replace: true },
    });
  });

  it("is picked from the list for reviewers: the one asked for, else the first", () => {
    const supervisor = session("SUPERVISOR");
    expect(appEntry(supervisor, at("/goals"))).toEqual({ pickDoctor: supervisor });
    const doctors = [{ id: "d1" }, { id: "d2" }];
    expect(selectDoctor(supervisor, at("/goals?st=d2", "d2"), doctors)).toEqual({
      context: { session: supervisor, selectedDoctorId: "d2" },
    });
    expect(selectDoctor(supervisor, at("/goals?st=other", "other"), doctors)).toEqual({
      redirect: { to: "/goals", search: { st: "d1" }, replace: true },
    });
  });

  it("keeps the page's other parameters when it changes the doctor, e.g. a linked evaluation", () => {
    const supervisor = session("SUPERVISOR");
    const link = "/signing-rights-assessment?utvardering=e1";
    const location = { ...at(link), search: { utvardering: "e1" } };
    expect(selectDoctor(supervisor, location, [{ id: "d1" }])).toEqual({
      redirect: {
        to: "/signing-rights-assessment",
        search: { utvardering: "e1", st: "d1" },
        replace: true,
      },
    });
  });

  it("is none for an admin without one; a failed list keeps the address's choice", () => {
    const admin = session("ADMIN");
    expect(selectDoctor(admin, at("/admin"), [{ id: "d1" }])).toEqual({
      context: { session: admin, selectedDoctorId: undefined },
    });
    expect(selectDoctor(admin, at("/goals?st=d9", "d9"), undefined)).toEqual({
      context: { session: admin, selectedDoctorId: "d9" },
    });
  });
});

describe("page guard", () => {
  it("sends a page outside the role's list home, and an admin without a doctor to /admin", () => {
    const doctor = session("ST_DOCTOR", { pages: ["dashboard"] });
    expect(pageRedirectHref("admin", { session: doctor, selectedDoctorId: "x" })).toBe(
      "/dashboard",
    );
    const admin = session("ADMIN", { pages: ["dashboard", "admin"] });
    expect(pageRedirectHref("dashboard", { session: admin, selectedDoctorId: undefined })).toBe(
      "/admin",
    );
    expect(pageRedirectHref("dashboard", { session: admin, selectedDoctorId: "d1" })).toBe(
      undefined,
    );
  });
});

describe("a session that ends while signed in", () => {
  it("forgets the session and goes to /login with the safe way back, once", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQueryKey, session("ST_DOCTOR"));
    const navigate = vi.fn(() => Promise.resolve());
    const router = { state: { location: { href: "/goals?x=1" } }, navigate };
    const uninstall = installSessionExpiry(queryClient, router as unknown as AnyRouter);
    reportUnauthorized();
    reportUnauthorized();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith({
      to: "/login",
      search: { redirect: "/goals?x=1" },
      ignoreBlocker: true,
    });
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(sessionExpiredNotice()).toBe("expired");
    uninstall();
  });

  it("does nothing when nobody was signed in", () => {
    const queryClient = new QueryClient();
    const navigate = vi.fn(() => Promise.resolve());
    const router = { state: { location: { href: "/" } }, navigate };
    const uninstall = installSessionExpiry(queryClient, router as unknown as AnyRouter);
    reportUnauthorized();
    expect(navigate).not.toHaveBeenCalled();
    uninstall();
  });
});
