import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { IUP_MESSAGES as M } from "../../../shared/messages/iup";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import type { TIup } from "../../../shared/schemas/iup";
import { iupRevisions, procedureCatalogue } from "../../db/schema";
import { mainSupervisorsOf } from "../users";
import { iupFollowUpsDueBetween } from ".";

const hasPdfinfo = (() => {
  try {
    execFileSync("pdfinfo", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
const pdfDir = mkdtempSync(join(tmpdir(), "st-portalen-iup-"));

function pdfinfo(pdf: Buffer, ...args: string[]): string {
  const file = join(pdfDir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdfinfo", [...args, file], { encoding: "utf8" });
}

/** An element of that type in pdfinfo's structure listing, whose text starts so. */
const tagged = (type: string, text: string) =>
  new RegExp(`(^|\\s)${type}\\b.*\\n(\\s+/.*\\n)*\\s+"${text}`, "m");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  rmSync(pdfDir, { recursive: true, force: true });
  await t.close();
});

const CONTENT = {
  revisionDate: "2026-01-15",
  background: "Legitimerad 2023.\nAT i Lund.",
  goalsText: "Nuklearmedicin under våren.",
  goalIds: ["STc4"],
  examinationIds: ["c4-mps"],
  activitiesText: "Randning på nuklearmedicin.",
  activityLinks: [],
  mainSupervisorName: "Eva Ek",
  otherSupervisorNames: ["Per Berg"],
  meetingFrequency: "Varannan vecka",
  supervisionText: "",
  assessmentText: "Mini-CEX varje månad.",
  followUpDates: ["2026-06-15", "2026-03-15"],
  followUpText: "Halvårsvis med studierektor.",
};

/** A 2021 doctor with a main supervisor, and clients for each side and for outsiders. */
async function setUp() {
  const doctor = await t.signedIn("ST_DOCTOR");
  await t.chooseModel(doctor.user.id, "2021");
  const main = await t.signedIn("SUPERVISOR");
  const other = await t.signedIn("SUPERVISOR");
  const director = await t.signedIn("DIRECTOR");
  await director.client.put(`/api/st-doctors/${doctor.user.id}/supervisors`, {
    supervisorIds: [other.user.id, main.user.id],
    mainSupervisorId: main.user.id,
  });
  return { doctor, main, other, director, id: doctor.user.id };
}

const base = (id: string) => `/api/st-doctors/${id}/iup`;
const read = async (client: TestClient, id: string): Promise<TIup> => {
  const res = await client.get(base(id));
  expect(res.status).toBe(200);
  return res.json();
};
const create = (client: TestClient, id: string, body: object, basedOn: string | null = null) =>
  client.post(`${base(id)}/revisions`, { ...CONTENT, ...body, basedOnRevisionId: basedOn });
const ack = (client: TestClient, id: string, revisionId: string, version: number) =>
  client.post(`${base(id)}/revisions/${revisionId}/acknowledgements`, { version });

describe("the IUP's revisions", () => {
  it("keeps every revision: a draft is saved over, an acknowledged one starts the next", async () => {
    const { doctor, main, id } = await setUp();
    const empty = await read(doctor.client, id);
    expect(empty).toMatchObject({ revisions: [], nextFollowUp: null });
    expect(empty.mainSupervisor?.id).toBe(main.user.id);

    const first = await create(main.client, id, {});
    expect(first.status).toBe(201);
    let iup: TIup = (await first.json()).iup;
    const r1 = iup.revisions[0]!;
    expect(r1).toMatchObject({ number: 1, state: "draft", revisionDate: "2026-01-15" });
    expect(r1.followUpDates).toEqual(["2026-03-15", "2026-06-15"]);
    expect(r1.authorName).toBe(`${main.user.firstName} ${main.user.lastName}`);

    // The doctor saves over the draft; a second save on the old version is stale.
    const saved = await doctor.client.put(`${base(id)}/revisions/${r1.id}`, {
      ...CONTENT,
      background: "Legitimerad 2023.",
      version: r1.version,
    });
    expect(saved.status).toBe(200);
    const stale = await main.client.put(`${base(id)}/revisions/${r1.id}`, {
      ...CONTENT,
      version: r1.version,
    });
    await expectError(stale, 409, RECORD_MESSAGES.staleWrite);

    // A second revision while the first is a draft is refused: save over the draft instead.
    await expectError(await create(doctor.client, id, {}, r1.id), 409, M.draftExists);

    iup = await read(doctor.client, id);
    expect(iup.permissions).toEqual({ canEdit: true, canAcknowledgeAs: "doctor" });
    let latest = iup.revisions[0]!;
    const byDoctor = await ack(doctor.client, id, latest.id, latest.version);
    expect(byDoctor.status).toBe(200);
    latest = (await byDoctor.json()).iup.revisions[0];
    expect(latest.state).toBe("partly");
    expect(latest.doctorAcknowledgement?.name).toBe(
      `${doctor.user.firstName} ${doctor.user.lastName}`,
    );
    expect((await read(main.client, id)).permissions.canAcknowledgeAs).toBe("supervisor");
    const bySupervisor = await ack(main.client, id, latest.id, latest.version);
    latest = (await bySupervisor.json()).iup.revisions[0];
    expect(latest.state).toBe("acknowledged");
    expect(latest.supervisorAcknowledgement?.name).toBe(
      `${main.user.firstName} ${main.user.lastName}`,
    );
    await expectError(
      await ack(main.client, id, latest.id, latest.version),
      409,
      M.alreadyAcknowledged,
    );

    // Acknowledged: never changed again. An edit is the next revision, to acknowledge again.
    await expectError(
      await doctor.client.put(`${base(id)}/revisions/${latest.id}`, {
        ...CONTENT,
        version: latest.version,
      }),
      409,
      M.acknowledgedCannotChange,
    );
    await expectError(await create(doctor.client, id, {}, null), 409, RECORD_MESSAGES.staleWrite);
    const second = await create(doctor.client, id, { goalIds: ["STc4", "STc7"] }, latest.id);
    expect(second.status).toBe(201);
    iup = (await second.json()).iup;
    expect(iup.revisions.map((r) => [r.number, r.state])).toEqual([
      [2, "draft"],
      [1, "acknowledged"],
    ]);
    // The first is as it was acknowledged.
    expect(iup.revisions[1]).toEqual(latest);
    // An older revision is not saved over (409); one that does not exist is a 404.
    const draft = iup.revisions[0]!;
    await expectError(
      await doctor.client.put(`${base(id)}/revisions/${latest.id}`, { ...CONTENT, version: 1 }),
      409,
      M.acknowledgedCannotChange,
    );
    await expectError(
      await doctor.client.put(`${base(id)}/revisions/finns-inte`, { ...CONTENT, version: 1 }),
      404,
      M.revisionNotFound,
    );
    expect((await read(doctor.client, id)).revisions[0]).toEqual(draft);
    // Only the latest can be acknowledged.
    await expectError(await ack(doctor.client, id, latest.id, latest.version), 409, M.onlyLatest);
  });

  it("lets only the doctor and the main supervisor acknowledge, with a Swedish reason", async () => {
    const { doctor, other, director, id } = await setUp();
    const admin = await t.signedIn("ADMIN");
    const specialist = await t.signedIn("SPECIALIST");
    const otherDoctor = await t.signedIn("ST_DOCTOR");
    const r1 = (await (await create(doctor.client, id, {})).json()).iup.revisions[0];
    for (const client of [other.client, director.client, admin.client, specialist.client]) {
      await expectError(await ack(client, id, r1.id, r1.version), 403, M.acknowledgeNotAllowed);
    }
    await expectError(
      await ack(otherDoctor.client, id, r1.id, r1.version),
      403,
      M.acknowledgeNotAllowed,
    );
    // Nothing was acknowledged.
    expect((await read(doctor.client, id)).revisions[0]?.state).toBe("draft");
    expect((await read(other.client, id)).permissions.canAcknowledgeAs).toBeNull();
    // A stale acknowledgement (the draft changed since it was read) is refused.
    await doctor.client.put(`${base(id)}/revisions/${r1.id}`, { ...CONTENT, version: r1.version });
    await expectError(
      await ack(doctor.client, id, r1.id, r1.version),
      409,
      RECORD_MESSAGES.staleWrite,
    );
  });

  it("reads and writes as the record: its doctor and those who follow doctors", async () => {
    const { id, other, director } = await setUp();
    const otherDoctor = await t.signedIn("ST_DOCTOR");
    const specialist = await t.signedIn("SPECIALIST");
    expect((await otherDoctor.client.get(base(id))).status).toBe(403);
    expect((await specialist.client.get(base(id))).status).toBe(403);
    expect((await create(otherDoctor.client, id, {})).status).toBe(403);
    expect((await create(director.client, id, {})).status).toBe(201);
    expect((await read(other.client, id)).revisions).toHaveLength(1);
  });

  it("refuses bad input with a Swedish message and changes nothing", async () => {
    const { doctor, id } = await setUp();
    await t.deps.db
      .update(procedureCatalogue)
      .set({ retiredAt: new Date() })
      .where(eq(procedureCatalogue.id, "c4-mps"));
    try {
      const cases: [object, string][] = [
        [{ followUpDates: ["2026-01-14"] }, M.followUpBeforeRevision("2026-01-14")],
        [{ goalIds: ["a1"] }, M.goalOfOtherModel("a1")],
        [{ examinationIds: ["c4-mps"] }, M.examinationNotInUse("c4-mps")],
        [{ examinationIds: ["finns-inte"] }, M.examinationNotInUse("finns-inte")],
        [{ activityLinks: [{ type: "rotation", id: "finns-inte" }] }, M.activityNotFound],
        [{ revisionDate: "" }, M.dateRequired],
      ];
      for (const [body, message] of cases) {
        const valid = { examinationIds: [] };
        await expectError(await create(doctor.client, id, { ...valid, ...body }), 400, message);
      }
      const rows = await t.deps.db
        .select()
        .from(iupRevisions)
        .where(eq(iupRevisions.stDoctorId, id));
      expect(rows).toEqual([]);
    } finally {
      await t.deps.db
        .update(procedureCatalogue)
        .set({ retiredAt: null })
        .where(eq(procedureCatalogue.id, "c4-mps"));
    }
  });

  it("gives the follow-up dates due of each doctor's latest revision, and the main supervisors", async () => {
    const { doctor, main, id } = await setUp();
    const r1 = (await (await create(doctor.client, id, {})).json()).iup.revisions[0];
    const due = await iupFollowUpsDueBetween(t.deps.db, "2026-03-01", "2026-03-31");
    expect(due.filter((d) => d.doctorId === id)).toEqual([
      { doctorId: id, date: "2026-03-15", revisionId: r1.id },
    ]);
    await ack(doctor.client, id, r1.id, r1.version);
    const r2 = (
      await (await create(doctor.client, id, { followUpDates: ["2026-09-01"] }, r1.id)).json()
    ).iup.revisions[0];
    const later = await iupFollowUpsDueBetween(t.deps.db, "2026-01-01", "2026-12-31");
    expect(later.filter((d) => d.doctorId === id)).toEqual([
      { doctorId: id, date: "2026-09-01", revisionId: r2.id },
    ]);
    const mains = await mainSupervisorsOf(t.deps.db, [id, "finns-inte"]);
    expect([...mains.keys()]).toEqual([id]);
    expect(mains.get(id)).toMatchObject({ id: main.user.id, email: main.user.email });
  });

  it("warns of a passed follow-up on the overview and the cohort until a new revision", async () => {
    const { doctor, director, id } = await setUp();
    const r1 = (
      await (
        await create(doctor.client, id, {
          revisionDate: "2025-01-10",
          followUpDates: ["2025-06-01", "2099-01-01"],
        })
      ).json()
    ).iup.revisions[0];
    const iup = await read(doctor.client, id);
    expect([iup.passedFollowUp, iup.nextFollowUp]).toEqual(["2025-06-01", "2099-01-01"]);
    const warningOf = async () => {
      const { rows } = await (await director.client.get("/api/cohort")).json();
      const row = rows.find((r: { doctorId: string }) => r.doctorId === id);
      return row.warnings.filter((w: { kind: string }) => w.kind === "iup-follow-up");
    };
    expect(await warningOf()).toEqual([{ kind: "iup-follow-up", date: "2025-06-01" }]);
    // A new revision after the follow-up replaces the agreed dates: no warning.
    await ack(doctor.client, id, r1.id, r1.version);
    await create(doctor.client, id, { revisionDate: "2025-06-02", followUpDates: [] }, r1.id);
    expect(await warningOf()).toEqual([]);
    expect((await read(doctor.client, id)).passedFollowUp).toBeNull();
  });

  it("lets one of two saves at the same moment win and refuses the other with 409", async () => {
    const { doctor, main, id } = await setUp();
    const firsts = await Promise.all([create(doctor.client, id, {}), create(main.client, id, {})]);
    expect(firsts.map((r) => r.status).sort()).toEqual([201, 409]);
    const r1 = (await read(doctor.client, id)).revisions[0]!;
    const saves = await Promise.all(
      [doctor.client, main.client].map((client) =>
        client.put(`${base(id)}/revisions/${r1.id}`, { ...CONTENT, version: r1.version }),
      ),
    );
    expect(saves.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await read(doctor.client, id)).revisions).toHaveLength(1);
  });

  it("goes with the doctor's reset of their own profile", async () => {
    const { doctor, id } = await setUp();
    expect((await create(doctor.client, id, {})).status).toBe(201);
    expect((await doctor.client.post(`/api/st-doctors/${id}/reset`)).status).toBe(200);
    expect((await read(doctor.client, id)).revisions).toEqual([]);
  });

  it("prints a revision as a tagged PDF", async () => {
    const { doctor, id } = await setUp();
    const r1 = (await (await create(doctor.client, id, {})).json()).iup.revisions[0];
    const res = await doctor.client.get(`${base(id)}/revisions/${r1.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.includes(Buffer.from("/Lang"))).toBe(true);
    // Read back as a reader's software sees it (poppler's pdfinfo, installed in CI).
    if (hasPdfinfo) {
      const info = pdfinfo(bytes);
      expect(info).toMatch(/^Tagged:\s+yes$/m);
      expect(info).toMatch(/^Title:\s+Individuell utbildningsplan \(IUP\), revision 1\b/m);
      const structure = pdfinfo(bytes, "-struct-text");
      expect(structure).toMatch(tagged("H1", "Individuell utbildningsplan"));
      expect(structure).toMatch(tagged("H2", "Bakgrund och tidigare erfarenhet"));
      expect(structure).toMatch(tagged("H2", "Godkännande"));
      expect(structure).toContain("AT i Lund.");
    }
    expect((await doctor.client.get(`${base(id)}/revisions/finns-inte/pdf`)).status).toBe(404);
  });
});
