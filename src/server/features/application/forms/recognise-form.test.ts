import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import {
  blankForm,
  FORM_FIELDS,
  fillableNames,
  pdfWithFields,
  pdfWithoutFields,
} from "../../../../../tests/fixtures/blank-forms";
import { FORM_KEYS } from "../../../../shared/curriculum/certificate-forms";
import { formSignature } from "./form-definitions";
import { RECOGNITION_MESSAGES, recogniseForm } from "./recognise-form";

describe("the forms' signatures", () => {
  it.each(FORM_KEYS)("%s is every field of the published form but its buttons", (key) => {
    expect([...formSignature(key)].sort()).toEqual(fillableNames(key).sort());
  });

  it("has one form's fields all in another's only for 2021 Bilaga 7 in 2015 Bilaga 2", () => {
    // So a 2015 Bilaga 2 is recognised as the more specific of the two (see below).
    const contained = FORM_KEYS.flatMap((a) =>
      FORM_KEYS.filter((b) => a !== b)
        .filter((b) => [...formSignature(a)].every((n) => fillableNames(b).includes(n)))
        .map((b) => `${a} in ${b}`),
    );
    expect(contained).toEqual(["2021-bilaga-7 in 2015-bilaga-2"]);
  });
});

describe("recogniseForm", () => {
  it.each(FORM_KEYS)("recognises %s by its fields", async (key) => {
    const result = await recogniseForm(await blankForm(key));
    expect(result).toEqual({ ok: true, key, fieldCount: fillableNames(key).length });
  });

  it("goes by the fields, whatever the PDF's title or file name", async () => {
    const doc = await PDFDocument.load(await blankForm("2015-bilaga-4"));
    doc.setTitle("Bilaga 9 – Blankett – Klinisk tjänstgöring (2021)");
    expect(await recogniseForm(await doc.save())).toMatchObject({ key: "2015-bilaga-4" });
  });

  it("still knows a form that has a field more than the published one", async () => {
    const bytes = await blankForm("2021-bilaga-9", { extra: ["Telefon"] });
    expect(await recogniseForm(bytes)).toEqual({ ok: true, key: "2021-bilaga-9", fieldCount: 15 });
  });

  it("refuses a file that is no PDF", async () => {
    const bytes = new TextEncoder().encode("Efternamn;Förnamn\nAndersson;Anna\n");
    expect(await recogniseForm(bytes)).toEqual({ ok: false, reason: "not-pdf" });
  });

  it("refuses a PDF that cannot be read", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.7\nnot really a PDF at all");
    expect(await recogniseForm(bytes)).toEqual({ ok: false, reason: "unreadable" });
  });

  it("refuses a PDF without fields", async () => {
    expect(await recogniseForm(await pdfWithoutFields())).toEqual({
      ok: false,
      reason: "no-fields",
    });
  });

  it("refuses a PDF whose fields are no known form's", async () => {
    const bytes = await pdfWithFields(["Namn", "Adress", "Telefon"]);
    expect(await recogniseForm(bytes)).toEqual({ ok: false, reason: "unknown" });
  });

  it("refuses a form that lacks one of the fields", async () => {
    const bytes = await blankForm("2021-bilaga-9", { without: ["Period ååmmdd  ååmmdd"] });
    expect(await recogniseForm(bytes)).toEqual({ ok: false, reason: "unknown" });
  });

  it("refuses another form that merely has a known form's generic fields among many more", async () => {
    // As the 2015 form 8 a (third country) has all of 2021 Bilaga 7's names and 21 more.
    const extra = Array.from({ length: 21 }, (_, i) => `Detaljerad beskrivning${i + 1}`);
    const bytes = await blankForm("2021-bilaga-7", { extra });
    expect(await recogniseForm(bytes)).toEqual({ ok: false, reason: "unknown" });
  });

  it("refuses a PDF that has two forms' fields equally", async () => {
    const names = new Set([...fillableNames("2021-bilaga-8"), ...fillableNames("2021-bilaga-9")]);
    expect(await recogniseForm(await pdfWithFields([...names]))).toMatchObject({ ok: false });
  });

  it("opens a form protected by an owner password only, and refuses one that needs a password", async () => {
    const protect = async (userPassword: string) => {
      const doc = await PDFDocument.load(await blankForm("2021-bilaga-10"));
      doc.encrypt({
        ownerPassword: "socialstyrelsen",
        userPassword,
        permissions: { modifying: false },
      });
      return doc.save();
    };
    expect(await recogniseForm(await protect(""))).toMatchObject({
      ok: true,
      key: "2021-bilaga-10",
    });
    expect(await recogniseForm(await protect("hemligt"))).toEqual({
      ok: false,
      reason: "unreadable",
    });
  });

  it("has a Swedish message for every refusal", () => {
    expect(RECOGNITION_MESSAGES["not-pdf"]).toBe("Filen är ingen PDF.");
    expect(RECOGNITION_MESSAGES["no-fields"]).toBe("PDF-filen har inga ifyllbara fält.");
    expect(RECOGNITION_MESSAGES.unknown).toMatch(/^Blanketten känns inte igen/);
    expect(Object.keys(RECOGNITION_MESSAGES).sort()).toEqual([
      "no-fields",
      "not-pdf",
      "unknown",
      "unreadable",
    ]);
  });

  it("is given the 15 published forms' field lists", () => {
    expect(Object.keys(FORM_FIELDS).sort()).toEqual([...FORM_KEYS].sort());
  });
});
