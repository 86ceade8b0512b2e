import { describe, expect, it } from "vitest";
import { describeChange, itemName } from "./describe-change";

describe("a history entry in words", () => {
  it("leaves out ids, file metadata and unchanged fields, in reading order", () => {
    const before = {
      id: "3f0c7e3a-1111-4c3e-9a6b-2d0f4c1e9a01",
      name: "Kardiologi",
      startDate: "2025-01",
      endDate: "2025-02",
    };
    const after = {
      id: "3f0c7e3a-1111-4c3e-9a6b-2d0f4c1e9a01",
      name: "Kardiologi",
      endDate: "2025-03",
      startDate: "2025-02",
    };
    expect(describeChange(before, after).map((c) => c.field)).toEqual(["startDate", "endDate"]);
  });

  it("shows nothing for a change between two file ids", () => {
    const change = describeChange(
      { fileId: "3f0c7e3a-1111-4c3e-9a6b-2d0f4c1e9a01" },
      {
        fileId: "9b1d2c3e-2222-4c3e-9a6b-2d0f4c1e9a02",
        fileType: "application/pdf",
        fileSize: 193,
      },
    );
    expect(change).toEqual([]);
  });

  it("translates statuses", () => {
    expect(describeChange({ status: "planned" }, { status: "completed" })).toEqual([
      { field: "status", before: "Planerad", after: "Avklarad" },
    ]);
  });

  it("names a certificate entry by its item and keeps the file name as a field", () => {
    const before = {
      itemName: "STa1 Medicinsk kunskap",
      fileId: "3f0c7e3a-1111-4c3e-9a6b-2d0f4c1e9a01",
      originalName: "intyg.pdf",
    };
    expect(itemName(before, null)).toBe("STa1 Medicinsk kunskap");
    expect(describeChange(before, null)).toEqual([{ field: "originalName", before: "intyg.pdf" }]);
  });
});
