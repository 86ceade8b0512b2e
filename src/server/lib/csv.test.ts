import { describe, expect, it } from "vitest";
import { type CsvValue, csvField, toCsv } from "./csv";

describe("csvField", () => {
  it.each<[CsvValue, string]>([
    ["Åsa Öberg", "Åsa Öberg"],
    [null, ""],
    [12, "12"],
    [33.3, "33,3"],
    ["2026-03-01", "2026-03-01"],
    ["Ek;Al", '"Ek;Al"'],
    ['Sa "Doc" Ek', '"Sa ""Doc"" Ek"'],
    ["rad ett\nrad två", '"rad ett\nrad två"'],
    // Formula injection: a leading =, +, -, @ (and tab, carriage return) becomes text.
    ["=1+1", "'=1+1"],
    ["+46701234567", "'+46701234567"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ['=HYPERLINK("http://x";"y")', '"\'=HYPERLINK(""http://x"";""y"")"'],
    ["a=b", "a=b"],
  ])("%j → %s", (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe("toCsv", () => {
  it("starts with a byte-order mark and ends every row with CRLF", () => {
    expect(toCsv(["A", "B"], [["x", 1.5]])).toBe("\uFEFFA;B\r\nx;1,5\r\n");
  });
});
