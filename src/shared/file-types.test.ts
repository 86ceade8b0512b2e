import { describe, expect, it } from "vitest";
import { acceptOf, extensionsOf, fileTypeOfMime, mimeTypesOf } from "./file-types";

describe("the one list of upload file types", () => {
  it("gives the picker the same filters as before", () => {
    expect(acceptOf("certificate")).toBe(".pdf,.jpg,.jpeg,.png,.doc,.docx");
    expect(acceptOf("contract")).toBe(".pdf,.doc,.docx");
  });

  it("allows images for certificates only", () => {
    expect(extensionsOf("contract")).not.toContain("png");
    expect(mimeTypesOf("certificate")).toEqual(
      expect.arrayContaining(["image/jpeg", "image/jpg", "image/png", "application/pdf"]),
    );
    expect(mimeTypesOf("contract")).not.toContain("image/jpeg");
  });

  it("names the type of a stored or declared MIME type", () => {
    expect(fileTypeOfMime("image/jpg")).toBe("jpg");
    expect(fileTypeOfMime("application/msword")).toBe("doc");
    expect(fileTypeOfMime("application/zip")).toBeUndefined();
  });
});
