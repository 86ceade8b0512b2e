import { describe, expect, it } from "vitest";
import {
  ZCreateProcedureDefinitionRequestSchema,
  ZUpdateProcedureDefinitionRequestSchema,
} from "./procedure-catalogue";

describe("catalogue entry schemas", () => {
  const ok = { id: "c7-strain", name: "Strain-ekokardiografi", column: "c7", level: "B" };

  it("accepts a new entry and reads an empty sync id as none", () => {
    expect(ZCreateProcedureDefinitionRequestSchema.parse({ ...ok, syncId: "" })).toEqual({
      ...ok,
      syncId: null,
    });
    expect(ZCreateProcedureDefinitionRequestSchema.parse(ok).syncId).toBeNull();
  });

  it.each([
    [
      { ...ok, id: "C7 Strain" },
      "Id får bara innehålla små bokstäver, siffror och bindestreck (högst 60 tecken).",
    ],
    [{ ...ok, name: " " }, "Ange undersökningens namn."],
    [{ ...ok, column: "c13" }, "Välj en känd kolumn (c4–c12)."],
    [{ ...ok, level: "A" }, "Välj en känd nivå (A obligatorisk, A valbar, B eller C)."],
    [
      { ...ok, syncId: "Mps!" },
      "Synk-id får bara innehålla små bokstäver, siffror och bindestreck (högst 60 tecken).",
    ],
  ])("rejects %j", (input, message) => {
    expect(ZCreateProcedureDefinitionRequestSchema.safeParse(input).error?.issues[0]?.message).toBe(
      message,
    );
  });

  it("an update changes at least one field and never the id", () => {
    expect(ZUpdateProcedureDefinitionRequestSchema.safeParse({}).success).toBe(false);
    expect(ZUpdateProcedureDefinitionRequestSchema.safeParse({ id: "x" }).success).toBe(false);
    expect(ZUpdateProcedureDefinitionRequestSchema.parse({ syncId: "" })).toEqual({ syncId: null });
  });
});
