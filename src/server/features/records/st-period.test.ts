import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { putFormalities, readRecord } from "../../../../tests/fixtures/record-client";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { ST_PERIOD_MESSAGES } from "../../../shared/messages/st-period";
import { calculateStPeriodFigures } from "../../../shared/rules/st-period";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const record = readRecord;

/** An ST doctor whose ST runs 2024-01-15 – 2029-01-15 (60 months). */
async function doctorWithSt() {
  const { client, user } = await t.signedIn("ST_DOCTOR");
  const saved = await putFormalities(client, user.id, {
    stModel: "2021",
    stStartDate: "2024-01-15",
    stDurationMonths: 60,
    headOfDepartment: "",
    directorOfStudies: "",
  });
  expect(saved.status).toBe(200);
  const post = (type: "absence" | "credit", startDate: string, endDate: string) =>
    client.post(`/api/st-doctors/${user.id}/records/${type}`, {
      mode: "exact",
      startDate,
      endDate,
      description: `${type} ${startDate}`,
    });
  return { client, user, post };
}

describe("the end date counts each absence day once, within the ST period (decision 070)", () => {
  it("counts overlapping absences 1-10 and 5-14 April as 14 days, not 20", async () => {
    const { client, user, post } = await doctorWithSt();
    expect((await post("absence", "2025-04-01", "2025-04-10")).status).toBe(201);
    expect((await post("absence", "2025-04-05", "2025-04-14")).status).toBe(201);
    expect((await record(client, user.id)).formalities.stEndDate).toBe("2029-01-29");
  });

  it("refuses an absence wholly before the start or after the end, and saves nothing", async () => {
    const { client, user, post } = await doctorWithSt();
    const before = await post("absence", "2023-03-01", "2023-03-31");
    await expectError(before, 400, ST_PERIOD_MESSAGES.absenceBeforeStart);
    const after = await post("absence", "2029-02-01", "2029-02-10");
    await expectError(after, 400, ST_PERIOD_MESSAGES.absenceAfterEnd);
    const r = await record(client, user.id);
    expect(r.formalities.absences).toEqual([]);
    expect(r.formalities.stEndDate).toBe("2029-01-15");
  });

  it("accepts an absence across the start but counts only its days within ST", async () => {
    const { client, user, post } = await doctorWithSt();
    expect((await post("absence", "2024-01-10", "2024-01-19")).status).toBe(201);
    expect((await record(client, user.id)).formalities.stEndDate).toBe("2029-01-20");
  });

  it("refuses moving a saved absence out of the period and keeps the saved one", async () => {
    const { client, user, post } = await doctorWithSt();
    const { record: saved } = await (await post("absence", "2025-04-01", "2025-04-10")).json();
    const moved = await client.put(`/api/st-doctors/${user.id}/records/absence/${saved.id}`, {
      mode: "exact",
      startDate: "2020-01-01",
      endDate: "2020-01-10",
      description: "Flyttad",
      version: saved.version,
    });
    await expectError(moved, 400, ST_PERIOD_MESSAGES.absenceBeforeStart);
    expect((await record(client, user.id)).formalities.absences).toEqual([saved]);
  });
});

describe("credits never bring the end date to or before the start", () => {
  it("refuses credits as long as the whole ST time", async () => {
    const { client, user, post } = await doctorWithSt();
    expect((await post("credit", "2019-01-01", "2021-12-31")).status).toBe(201);
    const tooMuch = await post("credit", "2016-01-01", "2018-12-31");
    await expectError(tooMuch, 400, ST_PERIOD_MESSAGES.creditsTooLong);
    expect((await record(client, user.id)).formalities.credits).toHaveLength(1);
  });

  it("keeps the end date after the start when a shorter ST leaves the credits too long", async () => {
    const { client, user, post } = await doctorWithSt();
    expect((await post("credit", "2019-01-01", "2021-12-31")).status).toBe(201);
    const shorter = await putFormalities(client, user.id, {
      stModel: "2021",
      stStartDate: "2024-01-15",
      stDurationMonths: 12,
      headOfDepartment: "",
      directorOfStudies: "",
    });
    const r = await record(client, user.id);
    expect(r.formalities.stEndDate).toBe("2024-01-16");
    // The record and the save's answer say the credits were cut (decision 193).
    expect(r.formalities.stPeriod.creditsCapped).toBe(true);
    expect((await shorter.json()).derived.stPeriod.creditsCapped).toBe(true);
  });
});

describe("the ST period's figures come with the record (decision 193)", () => {
  it("are the rule's on the server's today, in the record and in a write's answer", async () => {
    const { client, user, post } = await doctorWithSt();
    const added = await post("absence", "2025-04-01", "2025-04-10");
    const r = await record(client, user.id);
    const { endDate, ...figures } = calculateStPeriodFigures(
      {
        startDate: "2024-01-15",
        durationMonths: 60,
        absences: r.formalities.absences,
        credits: [],
      },
      r.today,
    );
    expect(endDate).toBe("2029-01-25");
    expect(r.formalities).toMatchObject({ stEndDate: endDate, stPeriod: figures });
    expect(figures.creditsCapped).toBe(false);
    expect((await added.json()).derived).toMatchObject({ stEndDate: endDate, stPeriod: figures });
  });
});

describe("'Annat antal' months", () => {
  it.each([4.5, "4,5", "4.5", "45,"])("refuses %j and saves nothing", async (months) => {
    const { client, user } = await doctorWithSt();
    const res = await client.post(`/api/st-doctors/${user.id}/records/absence`, {
      mode: "months",
      months,
      description: "Tjänstledighet",
    });
    await expectError(res, 400, RECORD_MESSAGES.periodMonthsInvalid);
    expect((await record(client, user.id)).formalities.absences).toEqual([]);
  });
});
