import { describe, expect, it } from "vitest";
import { FILE_MESSAGES as M } from "../messages/files";
import {
  checkFileName,
  checkUpload,
  MAX_UPLOAD_BYTES,
  nameForStoredType,
  nameWithTypeExtension,
  previewKind,
} from "./file-upload";

describe("upload checks", () => {
  it.each([
    [{ name: "intyg.pdf", size: 1000, type: "application/pdf" }, "certificate", null],
    [{ name: "intyg.PNG", size: 1000, type: "image/png" }, "certificate", null],
    [{ name: "intyg.jpeg", size: MAX_UPLOAD_BYTES, type: "image/jpeg" }, "certificate", null],
    [
      { name: "intyg.pdf", size: MAX_UPLOAD_BYTES + 1, type: "application/pdf" },
      "certificate",
      "Filen är för stor (max 10MB)",
    ],
    [
      { name: "virus.exe", size: 10, type: "application/pdf" },
      "certificate",
      "Filtyp inte tillåten",
    ],
    [{ name: "bild.gif", size: 10, type: "image/gif" }, "certificate", "Filtyp inte tillåten"],
    [{ name: "kontrakt.png", size: 10, type: "image/png" }, "contract", "Filtyp inte tillåten"],
    [
      {
        name: "kontrakt.docx",
        size: 10,
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      },
      "contract",
      null,
    ],
  ] as const)("%j as %s → %s", (file, kind, message) => {
    expect(checkUpload(file, kind)).toBe(message);
  });

  it.each([
    ["intyg åäö (2).pdf", null],
    ["intyg\u202Efdp.exe", M.fileNameInvalidCharacters],
    ["intyg\u2066x\u2069.pdf", M.fileNameInvalidCharacters],
    ["intyg\u0007.pdf", M.fileNameInvalidCharacters],
    ["intyg\t.pdf", M.fileNameInvalidCharacters],
    ["mapp/intyg.pdf", M.invalidFileName],
    ["..", M.invalidFileName],
    ["   ", M.noFile],
    [`${"x".repeat(252)}.pdf`, M.fileNameTooLong],
  ])("file name %j → %s", (name, message) => {
    expect(checkFileName(name)).toBe(message);
  });

  it("refuses a bidirectional override in the browser before sending", () => {
    expect(checkUpload({ name: "intyg\u202Efdp.pdf", size: 10, type: "application/pdf" })).toBe(
      M.fileNameInvalidCharacters,
    );
  });

  it("is 10 MB", () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });

  it("previews PDFs in a frame and images inline", () => {
    expect(previewKind("application/pdf")).toBe("pdf");
    expect(previewKind("image/png")).toBe("image");
    expect(previewKind("application/msword")).toBe("none");
  });
});

describe("a stored file's name follows its type", () => {
  it.each([
    ["intyg.pdf", "png", "intyg.png"],
    ["Intyg delmål STa2 – åäö.pdf", "png", "Intyg delmål STa2 – åäö.png"],
    ["INTYG.PDF", "jpg", "INTYG.jpg"],
    ["skannat.docx", "pdf", "skannat.pdf"],
    ["intyg.pdf", "pdf", "intyg.pdf"],
    ["Intyg.PDF", "pdf", "Intyg.PDF"],
    ["bild.jpeg", "jpg", "bild.jpeg"],
    ["bild.JPG", "jpg", "bild.JPG"],
    ["avtal.doc", "docx", "avtal.docx"],
    ["intyg", "pdf", "intyg.pdf"],
    ["intyg 2024.03.01", "pdf", "intyg 2024.03.01.pdf"],
    ["bild.gif", "png", "bild.gif.png"],
    [".pdf", "png", ".pdf.png"],
  ] as const)("%j that is %s → %j", (name, type, expected) => {
    expect(nameWithTypeExtension(name, type)).toBe(expected);
  });

  it("stays within the longest name a disk takes", () => {
    const name = nameWithTypeExtension(`${"x".repeat(251)}.doc`, "docx");
    expect(name).toBe(`${"x".repeat(250)}.docx`);
    expect(nameWithTypeExtension("y".repeat(255), "pdf")).toBe(`${"y".repeat(251)}.pdf`);
  });

  it("reads the type from the stored MIME type, and leaves an unknown one alone", () => {
    expect(nameForStoredType("intyg.pdf", "image/png")).toBe("intyg.png");
    expect(nameForStoredType("intyg.pdf", "application/pdf")).toBe("intyg.pdf");
    expect(nameForStoredType("data.bin", "application/octet-stream")).toBe("data.bin");
  });
});
