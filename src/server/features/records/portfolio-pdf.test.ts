import { describe, expect, it } from "vitest";
import { printable } from "./portfolio-pdf";

describe("printable", () => {
  it("keeps Swedish and Latin-1 letters, drops accents the font lacks, marks the rest", () => {
    expect(printable("Åsa Öberg-Ärlig, Renée – Müller")).toBe("Åsa Öberg-Ärlig, Renée – Müller");
    expect(printable("Şahin Dvořák")).toBe("Sahin Dvorák");
    expect(printable("Łukasz 李")).toBe("?ukasz ?");
  });
});
