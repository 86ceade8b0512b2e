import "fake-indexeddb/auto";
import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import type { TOfflineDraft } from "@/shared/schemas/offline-drafts";
import { ApiError } from "../api-client";
import { sendWaitingDrafts } from "./send";
import { readDrafts, removeDraft, removeUserDrafts, saveDraft } from "./store";

let made = 0;
function draft(userId: string, extra: Partial<TOfflineDraft> = {}): TOfflineDraft {
  made++;
  return {
    userId,
    key: `utkast-${made}-${Math.random().toString(36).slice(2)}`,
    kind: "sit-in",
    doctorId: userId,
    route: `/st-doctors/${userId}/sit-ins`,
    label: `Sit-in ${made}`,
    body: { topic: `Ämne ${made}`, supervisor: "Dr Lind", date: "2026-11-28", notes: "" },
    values: { topic: `Ämne ${made}` },
    state: "local",
    savedAt: new Date(Date.UTC(2026, 10, 28, 10, 0, made)).toISOString(),
    ...extra,
  };
}
const newUser = () => `user-${++made}`;

describe("the device's store of drafts", () => {
  it("keeps each user's drafts apart, oldest first", async () => {
    const [anna, bo] = [newUser(), newUser()];
    const first = draft(anna);
    const second = draft(anna);
    await saveDraft(second);
    await saveDraft(first);
    await saveDraft(draft(bo));
    expect((await readDrafts(anna)).map((d) => d.key)).toEqual([first.key, second.key]);
    expect(await readDrafts(bo)).toHaveLength(1);
    // Another user's key is not this user's draft.
    expect((await readDrafts(bo)).some((d) => d.key === first.key)).toBe(false);
  });

  it("replaces a draft saved again with its key, and removes one", async () => {
    const anna = newUser();
    const kept = draft(anna);
    await saveDraft(kept);
    await saveDraft({ ...kept, state: "refused", reason: "Datum saknas" });
    expect(await readDrafts(anna)).toEqual([{ ...kept, state: "refused", reason: "Datum saknas" }]);
    await removeDraft(anna, kept.key);
    expect(await readDrafts(anna)).toEqual([]);
  });

  it("a sign-out removes all of the user's drafts and no one else's", async () => {
    const [anna, bo] = [newUser(), newUser()];
    await saveDraft(draft(anna));
    await saveDraft(draft(anna, { kind: "meeting" }));
    await saveDraft(draft(bo));
    await removeUserDrafts(anna);
    expect(await readDrafts(anna)).toEqual([]);
    expect(await readDrafts(bo)).toHaveLength(1);
  });

  it("leaves out a stored value that does not read as a draft", async () => {
    const anna = newUser();
    await saveDraft(draft(anna));
    const raw = await openDB("st-portalen-drafts");
    await raw.put("drafts", { userId: anna, key: "trasig-nyckel", kind: "okänd" });
    raw.close();
    expect(await readDrafts(anna)).toHaveLength(1);
  });

  it("refuses to keep a draft that is not one", async () => {
    await expect(saveDraft({ ...draft(newUser()), key: "kort" })).rejects.toThrow();
  });
});

describe("sending the waiting drafts", () => {
  const networkError = () => new ApiError("Nätverksfel", 0);

  it("sends oldest first with each draft's key, removes the sent and keeps a refusal's reason", async () => {
    const anna = newUser();
    const [a, b, c] = [draft(anna), draft(anna), draft(anna)];
    for (const d of [c, a, b]) await saveDraft(d);
    const sent: string[] = [];
    const stored = await sendWaitingDrafts(anna, {
      signedInUser: async () => anna,
      send: async (d) => {
        sent.push(d.key);
        if (d.key === b.key) throw new ApiError("Datum kan inte ligga i framtiden", 400);
      },
    });
    expect(sent).toEqual([a.key, b.key, c.key]);
    expect(stored).toBe(2);
    expect(await readDrafts(anna)).toEqual([
      { ...b, state: "refused", reason: "Datum kan inte ligga i framtiden" },
    ]);
    // A refused draft waits for the user, not for the network.
    sent.length = 0;
    await sendWaitingDrafts(anna, {
      signedInUser: async () => anna,
      send: async (d) => sent.push(d.key),
    });
    expect(sent).toEqual([]);
  });

  it("stops at a lost network and keeps that draft and the ones after it", async () => {
    const anna = newUser();
    const [a, b, c] = [draft(anna), draft(anna), draft(anna)];
    for (const d of [a, b, c]) await saveDraft(d);
    const sent: string[] = [];
    await sendWaitingDrafts(anna, {
      signedInUser: async () => anna,
      send: async (d) => {
        sent.push(d.key);
        if (d.key === b.key) throw networkError();
      },
    });
    expect(sent).toEqual([a.key, b.key]);
    expect((await readDrafts(anna)).map((d) => [d.key, d.state])).toEqual([
      [b.key, "local"],
      [c.key, "local"],
    ]);
  });

  it("an ended session keeps every draft as it was, for the same user's next sign-in", async () => {
    const anna = newUser();
    const drafts = [draft(anna), draft(anna)];
    for (const d of drafts) await saveDraft(d);
    await sendWaitingDrafts(anna, {
      signedInUser: async () => anna,
      send: async () => {
        throw new ApiError("Din session har gått ut", 401);
      },
    });
    expect(await readDrafts(anna)).toEqual(drafts);
  });

  it("sends nothing when the server's session is another user's or none", async () => {
    const anna = newUser();
    await saveDraft(draft(anna));
    const sent: string[] = [];
    const send = async (d: TOfflineDraft) => sent.push(d.key);
    await sendWaitingDrafts(anna, { signedInUser: async () => newUser(), send });
    await sendWaitingDrafts(anna, { signedInUser: async () => null, send });
    await sendWaitingDrafts(anna, {
      signedInUser: async () => {
        throw networkError();
      },
      send,
    });
    expect(sent).toEqual([]);
    expect(await readDrafts(anna)).toHaveLength(1);
  });

  it("two runs at once (two tabs back online) send each draft once", async () => {
    const anna = newUser();
    const drafts = [draft(anna), draft(anna), draft(anna)];
    for (const d of drafts) await saveDraft(d);
    const sent: string[] = [];
    const run = {
      signedInUser: async () => anna,
      send: async (d: TOfflineDraft) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(d.key);
      },
    };
    const counts = await Promise.all([sendWaitingDrafts(anna, run), sendWaitingDrafts(anna, run)]);
    expect(sent).toEqual(drafts.map((d) => d.key));
    expect(counts.sort()).toEqual([0, 3]);
    expect(await readDrafts(anna)).toEqual([]);
  });
});
