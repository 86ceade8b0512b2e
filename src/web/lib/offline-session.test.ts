import { beforeEach, describe, expect, it, vi } from "vitest";
import { forgetSession, rememberedSession, rememberSession } from "./offline-session";
import type { Session } from "./session";

const session: Session = {
  user: {
    id: "u1",
    email: "anna@example.se",
    firstName: "Anna",
    lastName: "Berg",
    displayName: "Anna Berg",
    role: "ST_DOCTOR",
    mustChangePassword: false,
  },
  permissions: {
    pages: ["dashboard"],
    canManageUsers: false,
    canCreateUsers: false,
    assignableRoles: [],
    canAssignSupervisors: false,
    canViewDoctors: false,
  },
};

/** The browser's localStorage, in memory (the unit tests run without a browser). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    dump: () => JSON.stringify([...items]),
  };
}
let storage = memoryStorage();
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("localStorage", storage);
});

describe("the device's last signed-in user", () => {
  it("is kept without the e-mail address and given back for an offline start", () => {
    rememberSession(session);
    expect(storage.dump()).toContain("Anna Berg");
    expect(storage.dump()).not.toContain("anna@example.se");
    expect(rememberedSession()).toEqual({ ...session, user: { ...session.user, email: "" } });
  });

  it("is forgotten on sign-out, on a signed-out answer, and when what is kept is not a session", () => {
    rememberSession(session);
    forgetSession();
    expect(rememberedSession()).toBeUndefined();
    rememberSession(session);
    rememberSession(null);
    expect(rememberedSession()).toBeUndefined();
    localStorage.setItem("st-portalen:offline-session", '{"user":{}}');
    expect(rememberedSession()).toBeUndefined();
    localStorage.setItem("st-portalen:offline-session", "{not json");
    expect(rememberedSession()).toBeUndefined();
  });
});
