import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import {
  createTestApp,
  DEFAULT_CLINIC_ID,
  type TestApp,
} from "../../../../tests/fixtures/test-app";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { USER_MESSAGES } from "../../../shared/messages/users";
import type { Role } from "../../../shared/roles";
import { DOCTOR_OPTIONS_MAX } from "../../../shared/schemas/users";
import { users } from "../../db/schema";

/**
 * The doctor selector's search (decision 254): GET /api/st-doctors?q= answers at most 50 doctors
 * of the actor's scope whose name or e-mail contains the text, and GET /api/st-doctors/{id} one
 * doctor, 404 outside the scope exactly as for an unknown id.
 */
let t: TestApp;
let farClinic: string;
beforeAll(async () => {
  t = await createTestApp();
  const signed = await t.signedIn("ADMIN");
  await t.deps.db.update(users).set({ isRegionAdmin: true }).where(eq(users.id, signed.user.id));
  const res = await signed.client.post("/api/clinics", {
    name: "Sökklinik Malmö",
    hospital: "SUS",
    region: "Skåne",
  });
  expect(res.status).toBe(201);
  farClinic = ((await res.json()) as { clinic: { id: string } }).clinic.id;
});
afterAll(() => t.close());

type Listed = { doctors: { id: string; displayName: string }[]; hasMore: boolean };
type Client = Awaited<ReturnType<TestApp["signedIn"]>>["client"];
const search = async (client: Client, q: string) => {
  const res = await client.get(`/api/st-doctors?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Listed;
};

describe("the doctor selector's search", () => {
  it("matches name and e-mail case-insensitively, å, ä and ö too, by name", async () => {
    const { client } = await t.signedIn("SUPERVISOR");
    const orjan = await t.createUser({ role: "ST_DOCTOR", firstName: "Örjan", lastName: "Ärlig" });
    const asa = await t.createUser({ role: "ST_DOCTOR", firstName: "Åsa", lastName: "Ärlig" });
    const mailed = await t.createUser({ role: "ST_DOCTOR", email: "ÄRLIGPOST@example.se" });
    await t.createUser({
      role: "ST_DOCTOR",
      firstName: "Inaktiv",
      lastName: "Ärlig",
      isActive: false,
    });
    const byName = await search(client, "äRLIG");
    expect(byName.doctors.map((d) => d.id).sort()).toEqual([orjan.id, asa.id, mailed.id].sort());
    expect(byName.hasMore).toBe(false);
    expect((await search(client, "ÖRJAN ä")).doctors.map((d) => d.displayName)).toEqual([
      "Örjan Ärlig",
    ]);
    expect((await search(client, "ärligpost@")).doctors.map((d) => d.id)).toEqual([mailed.id]);
    // %, _ and backslash are plain characters, not patterns.
    expect((await search(client, "%")).doctors).toEqual([]);
    expect((await search(client, "_rjan")).doctors).toEqual([]);
  });

  it("answers at most 50 by name and says that more match; without q the whole list", async () => {
    const { client } = await t.signedIn("DIRECTOR");
    const made = [];
    for (let i = 0; i < DOCTOR_OPTIONS_MAX + 1; i++) {
      made.push(
        await t.createUser({
          role: "ST_DOCTOR",
          firstName: `Mångfald${String(i).padStart(2, "0")}`,
          lastName: "Sökbar",
        }),
      );
    }
    const first = await search(client, "mångfald");
    expect(first.doctors.map((d) => d.id)).toEqual(
      made.slice(0, DOCTOR_OPTIONS_MAX).map((d) => d.id),
    );
    expect(first.hasMore).toBe(true);
    const narrowed = await search(client, "mångfald50");
    expect(narrowed).toMatchObject({ doctors: [{ id: made[50]!.id }], hasMore: false });
    // Empty: the first page of every doctor, bounded as well; `limit` alone bounds it too.
    const empty = await search(client, "  ");
    expect(empty.doctors).toHaveLength(DOCTOR_OPTIONS_MAX);
    expect(empty.hasMore).toBe(true);
    const limited = (await (await client.get("/api/st-doctors?limit=50")).json()) as Listed;
    expect(limited).toEqual(empty);
    const three = (await (
      await client.get("/api/st-doctors?q=m%C3%A5ngfald&limit=3")
    ).json()) as Listed;
    expect(three.doctors.map((d) => d.id)).toEqual(made.slice(0, 3).map((d) => d.id));
    expect(three.hasMore).toBe(true);
    const all = (await (await client.get("/api/st-doctors")).json()) as Listed;
    expect(all.doctors.length).toBeGreaterThan(DOCTOR_OPTIONS_MAX);
    expect(all.hasMore).toBe(false);
  });

  it("keeps to the actor's scope: staff their clinic's doctors, an ST doctor themself", async () => {
    const near = await t.createUser({ role: "ST_DOCTOR", firstName: "Närvid", lastName: "Scope" });
    const far = await t.createUser({
      role: "ST_DOCTOR",
      firstName: "Fjärran",
      lastName: "Scope",
      clinicIds: [farClinic],
    });
    const staff: Role[] = ["SUPERVISOR", "DIRECTOR", "ADMIN"];
    for (const role of staff) {
      const { client } = await t.signedIn(role, { clinicIds: [DEFAULT_CLINIC_ID] });
      expect((await search(client, "scope")).doctors.map((d) => d.id)).toEqual([near.id]);
      const one = await client.get(`/api/st-doctors/${near.id}`);
      expect(one.status).toBe(200);
      expect(await one.json()).toMatchObject({
        doctor: { id: near.id, displayName: "Närvid Scope", email: near.email },
      });
      await expectError(
        await client.get(`/api/st-doctors/${far.id}`),
        404,
        RECORD_MESSAGES.doctorNotFound,
      );
      await expectError(
        await client.get("/api/st-doctors/finns-inte"),
        404,
        RECORD_MESSAGES.doctorNotFound,
      );
      const { client: farStaff } = await t.signedIn(role, { clinicIds: [farClinic] });
      expect((await search(farStaff, "scope")).doctors.map((d) => d.id)).toEqual([far.id]);
    }
    const { client: self, user: doctor } = await t.signedIn("ST_DOCTOR", {
      firstName: "Själv",
      lastName: "Scope",
    });
    expect((await search(self, "scope")).doctors.map((d) => d.id)).toEqual([doctor.id]);
    expect((await self.get(`/api/st-doctors/${doctor.id}`)).status).toBe(200);
    // Another doctor is refused by the role alone, whether or not the id exists (decision 231).
    expect((await self.get(`/api/st-doctors/${near.id}`)).status).toBe(403);
    expect((await self.get("/api/st-doctors/finns-inte")).status).toBe(403);
  });

  it("answers a deactivated doctor as unknown, and refuses a search text that is too long", async () => {
    const { client } = await t.signedIn("ADMIN");
    const gone = await t.createUser({ role: "ST_DOCTOR", isActive: false });
    await expectError(
      await client.get(`/api/st-doctors/${gone.id}`),
      404,
      RECORD_MESSAGES.doctorNotFound,
    );
    for (const limit of ["0", "51", "x", "1.5"]) {
      await expectError(
        await client.get(`/api/st-doctors?q=a&limit=${limit}`),
        400,
        USER_MESSAGES.doctorLimitInvalid,
      );
    }
    await expectError(
      await client.get(`/api/st-doctors?q=${"x".repeat(201)}`),
      400,
      USER_MESSAGES.searchTooLong,
    );
    await expectError(
      await client.get(`/api/st-doctors?q=${encodeURIComponent("rad\nbrytning")}`),
      400,
      USER_MESSAGES.nameInvalidCharacters,
    );
  });
});
