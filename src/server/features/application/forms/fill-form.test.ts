import { PDFDict, PDFDocument, PDFName } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { blankForm, readFields } from "../../../../../tests/fixtures/blank-forms";
import {
  FieldOverflowError,
  FieldTooLongError,
  FormFillError,
  FormMismatchError,
  UnprintableTextError,
} from "./fill-errors";
import { type FormValues, fillForm } from "./fill-form";
import { formFontBytes } from "./form-font";

/* How filling treats what does not fit, other alphabets, and the form left editable. */

const DESCRIPTION_FIELD = "Beskrivning av den kliniska tjänstgöringen";
const fill9 = async (values: FormValues, blank?: Uint8Array) =>
  fillForm(blank ?? (await blankForm("2021-bilaga-9")), "2021-bilaga-9", values, formFontBytes());
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
/** The font size the field's default appearance sets. */
async function fontSize(bytes: Uint8Array, field: string) {
  const doc = await PDFDocument.load(bytes);
  const da = doc.getForm().getTextField(field).acroField.getDefaultAppearance() ?? "";
  return Number(/([\d.]+) Tf/.exec(da)?.[1]);
}

describe("fillForm", () => {
  it("refuses a text longer than the field's MaxLen, naming form, field and limit", async () => {
    const blank = await blankForm("2021-bilaga-9", { maxLength: { Personnummer: 13 } });
    expect(await readFields(await fill9({ personnummer: "19900101-1234" }, blank))).toMatchObject({
      Personnummer: "19900101-1234",
    });
    const error = await failure(fill9({ personnummer: "19900101-12345" }, blank));
    expect(error).toBeInstanceOf(FieldTooLongError);
    expect(error).toMatchObject({
      formKey: "2021-bilaga-9",
      field: "Personnummer",
      maxLength: 13,
      length: 14,
    });
    expect((error as Error).message).toBe(
      'Texten i fältet "Personnummer" på Bilaga 9 — Intyg om klinisk tjänstgöring under handledning (2021) är 14 tecken lång, men blanketten tillåter högst 13 tecken. Korta texten.',
    );
  });

  it("counts letters, not UTF-16 units, against MaxLen", async () => {
    const blank = await blankForm("2021-bilaga-9", { maxLength: { Förnamn: 6 } });
    expect(await readFields(await fill9({ firstName: "Łukasz" }, blank))).toMatchObject({
      Förnamn: "Łukasz",
    });
  });

  it("fills names outside Latin-1, which read back as written, in the embedded Noto Sans", async () => {
    const filled = await fill9({
      lastName: "Łukasz Nguyễn Þór",
      firstName: "Ольга",
      place: "Αθήνα",
    });
    expect(await readFields(filled)).toMatchObject({
      Efternamn: "Łukasz Nguyễn Þór",
      Förnamn: "Ольга",
      "Tjänstgöringsställe för klinisk tjänstgöring": "Αθήνα",
    });
    const doc = await PDFDocument.load(filled);
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) =>
        object instanceof PDFDict ? object.get(PDFName.of("BaseFont")) : undefined,
      )
      .filter((name) => name !== undefined)
      .map(String);
    expect(fonts).toContainEqual(expect.stringMatching(/^\/NotoSans-Regular/));
  });

  it("writes a letter typed as base and accent as the one letter", async () => {
    const filled = await fill9({ lastName: "Nguye\u0302\u0303n" });
    expect((await readFields(filled)).Efternamn).toBe("Nguyễn");
  });

  it("refuses letters the font lacks, instead of printing empty boxes", async () => {
    const error = await failure(fill9({ lastName: "王" }));
    expect(error).toBeInstanceOf(UnprintableTextError);
    expect(error).toMatchObject({ field: "Efternamn", characters: ["王"] });
  });

  it("keeps line breaks, typed as \\r\\n or \\n", async () => {
    const filled = await fill9({ description: "Rad ett.\r\nRad två.\n\nRad fyra." });
    expect((await readFields(filled))[DESCRIPTION_FIELD]).toBe("Rad ett.\nRad två.\n\nRad fyra.");
  });

  it("prints a description too long for its size smaller, and refuses one that fits at no size", async () => {
    const long = "Lång text som ska radbrytas automatiskt i fältet. ".repeat(12);
    const filled = await fill9({ description: long });
    expect((await readFields(filled))[DESCRIPTION_FIELD]).toBe(long);
    expect(await fontSize(filled, DESCRIPTION_FIELD)).toBeLessThan(10);
    expect(await fontSize(filled, DESCRIPTION_FIELD)).toBeGreaterThanOrEqual(6);

    const error = await failure(fill9({ description: long.repeat(10) }));
    expect(error).toBeInstanceOf(FieldOverflowError);
    expect(error).toMatchObject({ field: DESCRIPTION_FIELD });
  });

  it("leaves the form editable: no field read-only, none flattened, a signer can still type", async () => {
    const filled = await fill9({ lastName: "Andersson", description: "Text." });
    const doc = await PDFDocument.load(filled);
    const fields = doc.getForm().getFields();
    expect(fields).toHaveLength(16);
    expect(fields.filter((f) => f.isReadOnly())).toEqual([]);
    expect(doc.catalog.lookup(PDFName.of("AcroForm"))).toBeDefined();
    doc.getForm().getTextField("Ort och datum").setText("Lund 2025-03-01");
    expect(await readFields(await doc.save())).toMatchObject({
      "Ort och datum": "Lund 2025-03-01",
      Efternamn: "Andersson",
    });
  });

  it("refuses a blank that is not the form asked for", async () => {
    const error = await failure(
      fillForm(await blankForm("2021-bilaga-8"), "2021-bilaga-9", {}, formFontBytes()),
    );
    expect(error).toBeInstanceOf(FormMismatchError);
    expect(error).toBeInstanceOf(FormFillError);
    expect((error as FormMismatchError).missingFields).toContain(
      "Tjänstgöringsställe för klinisk tjänstgöring",
    );
  });

  it("treats a value for a field the form lacks as the caller's mistake, not the user's", async () => {
    const error = await failure(
      fillForm(
        await blankForm("2021-bilaga-10"),
        "2021-bilaga-10",
        { period: "240101 - 240102" },
        formFontBytes(),
      ),
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(FormFillError);
    expect(await failure(fill9({ signerRole: "supervisor" }))).not.toBeInstanceOf(FormFillError);
  });

  it("leaves a field empty for an empty value", async () => {
    const filled = await fill9({ lastName: "", firstName: "Anna" });
    expect(await readFields(filled)).toMatchObject({ Efternamn: "", Förnamn: "Anna" });
  });
});
