import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { findGoal } from "../../../../tests/fixtures/shipped-goal";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app";
import { type GoalDefinition, SHIPPED_GOALS } from "../../../shared/curriculum/goals";
import { CATALOGUE_MESSAGES as M } from "../../../shared/messages/catalogue";
import { SPECIALTY_MESSAGES } from "../../../shared/messages/specialties";
import { ROLES } from "../../../shared/roles";
import type { TGoalCatalogueEntry } from "../../../shared/schemas/goal-catalogue";
import { auditLog, goalCatalogue } from "../../db/schema";
import { listGoalCatalogue, seedGoalCatalogue } from "./goal-catalogue.repo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const snapshot = async () =>
  JSON.stringify(await t.deps.db.select().from(goalCatalogue).orderBy(asc(goalCatalogue.id)));

const byId = async (id: string) =>
  (await listGoalCatalogue(t.deps.db, "klinisk-fysiologi")).find((g) => g.id === id)!;

describe("the goal catalogue", () => {
  it.each(ROLES)("is read by %s, with every goal's source and verification state", async (role) => {
    const { client } = await t.signedIn(role);
    const res = await client.get("/api/catalog/goals");
    expect(res.status).toBe(200);
    const { goals: all } = (await res.json()) as { goals: TGoalCatalogueEntry[] };
    // Both specialties' catalogues, 43 goals each (issue 27).
    expect(all).toHaveLength(86);
    const goals = all.filter((g) => g.specialty === "klinisk-fysiologi");
    expect(goals).toHaveLength(43);
    const a1 = goals.find((g) => g.id === "a1")!;
    expect(a1.verificationState).toBe("verified-primary");
    expect(a1.source).toBe(findGoal("2015", "a1")!.source);
    expect(a1.generalAdvice.length).toBeGreaterThan(0);
    expect(goals.filter((g) => g.verificationState === "unchecked")).toHaveLength(35);
  });

  it("flags the three suspect spots for the administrator", async () => {
    const flagged = (await listGoalCatalogue(t.deps.db)).filter((g) => g.reviewNote !== null);
    expect(flagged.map((g) => g.id).sort()).toEqual(["STc11", "STc14", "STc2", "c11", "c2"]);
  });

  it("refuses a signed-out visitor", async () => {
    expect((await t.client().get("/api/catalog/goals")).status).toBe(401);
  });

  it("is revalidated: 304 while unchanged, a new ETag after a correction (decision 117)", async () => {
    const { client } = await t.signedIn("ST_DOCTOR");
    const { client: admin } = await t.signedIn("ADMIN");
    const first = await client.get("/api/catalog/goals");
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const tag = first.headers.get("etag")!;
    const again = await client.request("GET", "/api/catalog/goals", undefined, {
      "if-none-match": tag,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    await admin.put("/api/catalog/goals/STc12/checked", { checked: true });
    const changed = await client.request("GET", "/api/catalog/goals", undefined, {
      "if-none-match": tag,
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(tag);
    const { goals } = (await changed.json()) as { goals: TGoalCatalogueEntry[] };
    expect(goals.find((g) => g.id === "STc12")?.verificationState).toBe("checked");
  });
});

describe("who may correct a goal", () => {
  it.each(ROLES.filter((r) => r !== "ADMIN"))("refuses %s and changes nothing", async (role) => {
    const { client } = await t.signedIn(role);
    const before = await snapshot();
    expect((await client.patch("/api/catalog/goals/c2", { title: "Ändrad" })).status).toBe(403);
    expect((await client.put("/api/catalog/goals/c2/checked", { checked: true })).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});

describe("corrections", () => {
  it("corrects title, text, activities and certificate wording, with an audit entry", async () => {
    const { client, user } = await t.signedIn("ADMIN");
    const res = await client.patch("/api/catalog/goals/STc14", {
      title: "Juridik (rättad)",
      description: "Läkaren ska\n– uppvisa kunskap om lagar",
      recommendedActivities: ["Klinisk tjänstgöring under handledning", " "],
      followUp: [
        "Intyg om genomförda utbildningsaktiviteter och uppfyllda kompetenskrav utfärdat av kursledare eller handledare",
      ],
    });
    expect(res.status).toBe(200);
    const { goal } = (await res.json()) as { goal: TGoalCatalogueEntry };
    expect(goal).toMatchObject({
      title: "Juridik (rättad)",
      description: "Läkaren ska\n– uppvisa kunskap om lagar",
      recommendedActivities: ["Klinisk tjänstgöring under handledning"],
      clinicEdited: true,
      verificationState: "unchecked",
    });
    expect(goal.followUp[0]).toContain("kursledare eller handledare");
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, "STc14"));
    expect(entry).toMatchObject({ actorId: user.id, action: "update", entity: "goal-catalogue" });
    expect((entry!.before as { title: string }).title).toBe("Juridik");
    expect((entry!.after as { title: string }).title).toBe("Juridik (rättad)");
  });

  it.each([
    [{ title: "" }, M.goalTitleRequired],
    [{ title: "x".repeat(201) }, M.goalTitleTooLong],
    [{ description: "  " }, M.goalDescriptionRequired],
    [{ description: "Text\u202Eelak" }, "Texten innehåller otillåtna tecken."],
    [{ recommendedActivities: [] }, M.goalActivitiesRequired],
    [{ followUp: ["två\nrader"] }, M.goalListInvalid],
    [{ generalAdvice: Array.from({ length: 31 }, () => "råd") }, M.goalListTooLong],
    [{}, M.noChanges],
    [{ id: "x1" }, undefined],
  ])("rejects %j and changes nothing", async (body, message) => {
    const { client } = await t.signedIn("ADMIN");
    const before = await snapshot();
    const res = await client.patch("/api/catalog/goals/c3", body);
    expect(res.status).toBe(400);
    if (message) expect((await res.json()).error).toBe(message);
    expect(await snapshot()).toBe(before);
  });

  it("corrects one specialty's goal and leaves the same id of the other as it was", async () => {
    const { client } = await t.signedIn("ADMIN");
    const kfBefore = await byId("c4");
    const res = await client.patch("/api/catalog/goals/c4?specialty=nuklearmedicin", {
      title: "Klinisk fysiologi och radiologi (rättad)",
    });
    expect(res.status).toBe(200);
    const { goal } = (await res.json()) as { goal: TGoalCatalogueEntry };
    expect(goal).toMatchObject({ specialty: "nuklearmedicin", id: "c4", clinicEdited: true });
    expect(await byId("c4")).toEqual(kfBefore);
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, "nuklearmedicin:c4"));
    expect(entry).toMatchObject({ entity: "goal-catalogue", action: "update" });
    const checked = await client.put("/api/catalog/goals/c4/checked?specialty=nuklearmedicin", {
      checked: true,
    });
    expect(((await checked.json()) as { goal: TGoalCatalogueEntry }).goal.verificationState).toBe(
      "checked",
    );
    expect((await byId("c4")).verificationState).toBe("unchecked");
  });

  it("refuses an unknown specialty and changes nothing", async () => {
    const { client } = await t.signedIn("ADMIN");
    const before = await snapshot();
    const res = await client.patch("/api/catalog/goals/c4?specialty=radiologi", { title: "X" });
    await expectError(res, 400, SPECIALTY_MESSAGES.specialtyUnknown);
    expect(await snapshot()).toBe(before);
  });

  it("answers 404 for an unknown goal", async () => {
    const { client } = await t.signedIn("ADMIN");
    expect((await client.patch("/api/catalog/goals/x99", { title: "X" })).status).toBe(404);
    expect((await client.put("/api/catalog/goals/x99/checked", { checked: true })).status).toBe(
      404,
    );
  });
});

describe("marking a goal checked", () => {
  it("records who checked it, audits it, and a later correction asks for a new check", async () => {
    const { client, user } = await t.signedIn("ADMIN", { firstName: "Kim", lastName: "Kontroll" });
    const res = await client.put("/api/catalog/goals/c5/checked", { checked: true });
    expect(res.status).toBe(200);
    const { goal } = (await res.json()) as { goal: TGoalCatalogueEntry };
    expect(goal.verificationState).toBe("checked");
    expect(goal.checked?.by).toBe("Kim Kontroll");
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, "c5"));
    expect(audits.at(-1)).toMatchObject({ actorId: user.id, entity: "goal-catalogue" });
    expect((audits.at(-1)!.after as { checkedById: string }).checkedById).toBe(user.id);

    await client.patch("/api/catalog/goals/c5", { title: "Ny titel" });
    expect((await byId("c5")).verificationState).toBe("unchecked");
  });

  it("refuses a body without a yes or no", async () => {
    const { client } = await t.signedIn("ADMIN");
    const res = await client.put("/api/catalog/goals/c6/checked", { checked: "ja" });
    await expectError(res, 400, M.checkedRequired);
  });
});

describe("a later start", () => {
  it("updates untouched goals from newer shipped data but never a correction or a check", async () => {
    const { client } = await t.signedIn("ADMIN");
    await client.patch("/api/catalog/goals/c7", { title: "Klinikens titel" });
    await client.put("/api/catalog/goals/c8/checked", { checked: true });
    const newer: GoalDefinition[] = SHIPPED_GOALS.map((g) =>
      ["c7", "c8", "c9"].includes(g.id) ? { ...g, title: `${g.title} (ny leverans)` } : g,
    );
    await seedGoalCatalogue(t.deps.db, newer);
    await seedGoalCatalogue(t.deps.db, newer);
    expect((await byId("c7")).title).toBe("Klinikens titel");
    expect((await byId("c8")).title).toBe(findGoal("2015", "c8")!.title);
    expect((await byId("c8")).verificationState).toBe("checked");
    expect((await byId("c9")).title).toBe(`${findGoal("2015", "c9")!.title} (ny leverans)`);
    expect(await listGoalCatalogue(t.deps.db, "klinisk-fysiologi")).toHaveLength(43);
    // The same ids of the other specialty are other goals, untouched by the correction.
    const nm = await listGoalCatalogue(t.deps.db, "nuklearmedicin");
    expect(nm).toHaveLength(43);
    expect(nm.find((g) => g.id === "c7")?.title).toBe(
      `${findGoal("2015", "c7", "nuklearmedicin")!.title} (ny leverans)`,
    );
  });
});

describe("importing a specialty's goal catalogue (decision 240)", () => {
  const asFile = (goals: readonly GoalDefinition[], specialty = "nuklearmedicin") =>
    JSON.stringify({ specialty, goals: goals.map(({ specialty: _, ...rest }) => rest) }, null, 2);

  it("writes every goal of the file as the clinic's text, unchecked, with one audit entry", async () => {
    const { client } = await t.signedIn("ADMIN");
    await client.put("/api/catalog/goals/STc9/checked?specialty=nuklearmedicin", {
      checked: true,
    });
    const shipped = SHIPPED_GOALS.filter((g) => g.specialty === "nuklearmedicin");
    const edited = shipped.map((g) =>
      g.id === "STc9" ? { ...g, title: "Muskuloskeletala systemet (importerad)" } : g,
    );
    const kfBefore = await listGoalCatalogue(t.deps.db, "klinisk-fysiologi");
    const res = await client.post("/api/catalog/goals/import", { content: asFile(edited) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ specialty: "nuklearmedicin", added: 0, replaced: 43 });
    const nm = await listGoalCatalogue(t.deps.db, "nuklearmedicin");
    const stc9 = nm.find((g) => g.id === "STc9")!;
    expect(stc9).toMatchObject({
      title: "Muskuloskeletala systemet (importerad)",
      clinicEdited: true,
      checked: null,
    });
    // Klinisk fysiologi's goals of the same ids are untouched.
    expect(await listGoalCatalogue(t.deps.db, "klinisk-fysiologi")).toEqual(kfBefore);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, "import:nuklearmedicin"));
    expect(audits).toHaveLength(1);
    // A later start keeps the imported text.
    await seedGoalCatalogue(t.deps.db, SHIPPED_GOALS);
    expect(
      (await listGoalCatalogue(t.deps.db, "nuklearmedicin")).find((g) => g.id === "STc9")?.title,
    ).toBe("Muskuloskeletala systemet (importerad)");
  });

  it.each([
    ["a duplicate id", (g: GoalDefinition[]) => [...g, g[0]!], "finns redan på rad"],
    [
      "an unknown category",
      (g: GoalDefinition[]) => g.map((x, i) => (i === 2 ? { ...x, category: "d" as "c" } : x)),
      'kategorin "d"',
    ],
    [
      "a model that is not 2015 or 2021",
      (g: GoalDefinition[]) => g.map((x, i) => (i === 0 ? { ...x, model: "2008" as "2015" } : x)),
      'modellen "2008"',
    ],
  ])("refuses a file with %s, names its line and changes nothing", async (_name, spoil, text) => {
    const { client } = await t.signedIn("ADMIN");
    const before = await snapshot();
    const goals = spoil(SHIPPED_GOALS.filter((g) => g.specialty === "nuklearmedicin").slice(0, 5));
    const res = await client.post("/api/catalog/goals/import", { content: asFile(goals) });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error).toMatch(/^Filen importerades inte: 1 fel/);
    expect(error).toMatch(/\nRad \d+: /);
    expect(error).toContain(text);
    expect(await snapshot()).toBe(before);
  });

  it("refuses an empty body and a file that is too large", async () => {
    const { client } = await t.signedIn("ADMIN");
    await expectError(
      await client.post("/api/catalog/goals/import", { content: "" }),
      400,
      SPECIALTY_MESSAGES.importContentRequired,
    );
    const huge = await client.post("/api/catalog/goals/import", {
      content: "x".repeat(1_100_000),
    });
    expect(huge.status).toBe(413);
  });
});
