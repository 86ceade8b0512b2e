import { describe, expect, it } from "vitest";
import { pdfPageTexts } from "../../../../../tests/fixtures/pdf-text";
import { type CoverListEntry, renderCoverList } from "./cover-list";

const ENTRIES: CoverListEntry[] = [
  { bilagaNr: "", name: "Bilaga 5 — Ansökan om bevis om specialistkompetens (2021)" },
  { bilagaNr: "1", name: "Bilaga 6 — Intyg om fullgjord specialiseringstjänstgöring (2021)" },
  {
    bilagaNr: "2",
    name: "Bilaga 9 — Intyg om klinisk tjänstgöring under handledning (2021)",
    covers: "Akutmottagningen, Södersjukhuset, 240115 - 240630",
  },
  { bilagaNr: "3", name: "Bilaga 10 — Intyg om kurs (2021)", covers: "Akut omhändertagande" },
];

const flat = (text: string) => text.replace(/\s+/g, " ");

describe("renderCoverList", () => {
  it("lists every form in order with its number and what it covers, under the doctor's name", async () => {
    const pages = await pdfPageTexts(
      await renderCoverList({
        doctorName: "Łukasz Nguyễn",
        specialty: "Allmänmedicin",
        entries: ENTRIES,
      }),
    );
    expect(pages).toHaveLength(1);
    const text = flat(pages[0]!);
    expect(text).toContain("Bilageförteckning");
    expect(text).toContain("Sökande: Łukasz Nguyễn");
    expect(text).toContain("Specialitet: Allmänmedicin");
    const order = [
      "Bilaga 5 — Ansökan",
      "1 Bilaga 6 — Intyg om fullgjord",
      "2 Bilaga 9 — Intyg om klinisk",
      "Akutmottagningen, Södersjukhuset, 240115 - 240630",
      "3 Bilaga 10 — Intyg om kurs (2021)",
      "Akut omhändertagande",
    ].map((part) => text.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("runs onto a second page for a long application", async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      bilagaNr: String(i + 1),
      name: "Bilaga 9 — Intyg om klinisk tjänstgöring under handledning (2021)",
      covers: `Klinik ${i + 1}, 240101 - 240630`,
    }));
    const pages = await pdfPageTexts(
      await renderCoverList({
        doctorName: "Anna Andersson",
        specialty: "Allmänmedicin",
        entries: many,
      }),
    );
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(flat(pages.join(" "))).toContain("Klinik 45, 240101 - 240630");
  });
});
