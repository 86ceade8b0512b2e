import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { putFormalities } from "../../../../tests/fixtures/record-client";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { PORTFOLIO_MESSAGES } from "../../../shared/messages/portfolio";

/**
 * Portfolio PDFs off the request thread, capped and cached (decision 163): one person or many
 * cannot queue up PDFs without end, and an unchanged record's PDF is made once. That the request
 * thread stays free while PDFs are laid out is measured by `npm run bench` (docs/performance.md),
 * not asserted in a timed test.
 */

// A thread's first start loads the PDF library and the fonts; on a busy machine that takes a while.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

async function ok(res: Response) {
  if (res.status >= 300) throw new Error(`${res.status} ${await res.text()}`);
  return res.json();
}

const pdfPath = (doctorId: string) => `/api/st-doctors/${doctorId}/portfolio.pdf`;

/** A doctor whose book runs to several pages: the 2021 goals, 50 courses and 20 meetings. */
async function longRecord(t: TestApp) {
  const { client, user } = await t.signedIn("ST_DOCTOR");
  await ok(
    await putFormalities(client, user.id, {
      stModel: "2021",
      stStartDate: "2024-01-01",
      stDurationMonths: 60,
    }),
  );
  const base = `/api/st-doctors/${user.id}/records`;
  for (let i = 0; i < 50; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    await ok(
      await client.post(`${base}/course`, {
        name: `Kurs ${i} i strålskydd och bildtolkning`,
        date: `2024-05-${day}`,
        status: "completed",
      }),
    );
  }
  for (let i = 0; i < 20; i++) {
    await ok(
      await client.post(`${base}/meeting`, {
        date: `2024-10-${String((i % 28) + 1).padStart(2, "0")}`,
        topic: `Handledarsamtal ${i}`,
        supervisor: "Åke Lindén",
        notes: "Genomgång av veckans fall och planering av nästa randning",
      }),
    );
  }
  return { client, doctorId: user.id };
}

async function expectBusy(res: Response, status: 429 | 503) {
  expect(res.status).toBe(status);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({
    error: status === 429 ? PORTFOLIO_MESSAGES.busyPerson : PORTFOLIO_MESSAGES.busyServer,
    code: status === 429 ? "TOO_MANY_REQUESTS" : "BUSY",
  });
}

describe("the caps on PDFs made at once", () => {
  let t: TestApp;
  let big: { client: TestClient; doctorId: string };
  beforeAll(async () => {
    t = await createTestApp({ portfolios: { threads: 1, queue: 1, perUser: 1 } });
    big = await longRecord(t);
  });
  afterAll(() => t.close());

  it("refuses one person a second PDF while their first is made, with 429 and Retry-After", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const other = await t.signedIn("ST_DOCTOR");
    const paths = [pdfPath(big.doctorId), pdfPath(other.user.id)];
    const answers = await Promise.all(paths.map((path) => admin.get(path)));
    // Either may reach the renderer first (on PostgreSQL the two records are read side by side).
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    const refused = answers.findIndex((a) => a.status === 429);
    await expectBusy(answers[refused]!, 429);
    // Once the first is done, the next is made.
    expect((await admin.get(paths[refused]!)).status).toBe(200);
  });

  it("refuses anyone a PDF while the instance makes and queues as many as it may, with 503", async () => {
    const people = await Promise.all([1, 2, 3].map(() => t.signedIn("DIRECTOR")));
    const doctors = await Promise.all([1, 2].map(() => t.signedIn("ST_DOCTOR")));
    // A change, so the long book is made anew rather than read from the cache.
    await ok(
      await big.client.post(`/api/st-doctors/${big.doctorId}/records/course`, {
        name: "Kurs före utskriften",
        date: "2025-01-03",
        status: "planned",
      }),
    );
    const answers = await Promise.all([
      people[0]!.client.get(pdfPath(big.doctorId)),
      people[1]!.client.get(pdfPath(doctors[0]!.user.id)),
      people[2]!.client.get(pdfPath(doctors[1]!.user.id)),
    ]);
    // One thread and one place in the queue: the third is refused.
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 503]);
    await expectBusy(answers.find((a) => a.status === 503)!, 503);
  });

  it("makes an unchanged record's PDF once, and anew when the record changes", async () => {
    const one = new Uint8Array(await (await big.client.get(pdfPath(big.doctorId))).arrayBuffer());
    const before = t.deps.portfolios.rendered;
    const two = new Uint8Array(await (await big.client.get(pdfPath(big.doctorId))).arrayBuffer());
    expect(Buffer.compare(one, two)).toBe(0);
    expect(t.deps.portfolios.rendered).toBe(before);
    await ok(
      await big.client.post(`/api/st-doctors/${big.doctorId}/records/course`, {
        name: "Kurs efter utskriften",
        date: "2025-02-03",
        status: "planned",
      }),
    );
    const three = new Uint8Array(await (await big.client.get(pdfPath(big.doctorId))).arrayBuffer());
    expect(t.deps.portfolios.rendered).toBe(before + 1);
    expect(Buffer.compare(one, three)).not.toBe(0);
  });
});
