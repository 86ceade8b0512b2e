import { describe, expect, it } from "vitest";
import {
  certificateTarget,
  describeChange,
  entityLabel,
  entryName,
  fieldLabel,
} from "./describe-change";

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
});

describe("history speaks Swedish, never codes or English field names", () => {
  it("names the ST model instead of its code", () => {
    expect(describeChange({ stModel: "UNSELECTED" }, { stModel: "2021" })).toEqual([
      { field: "stModel", before: "Ej vald", after: "ST 2021 (HSLF-FS 2021:8)" },
    ]);
  });

  it("shows an account's state, role and name in words", () => {
    const change = describeChange(
      { role: "ST_DOCTOR", isActive: true, firstName: "Maja" },
      { role: "SUPERVISOR", isActive: false, firstName: "Maja" },
    );
    expect(change).toEqual([
      { field: "role", before: "ST-läkare", after: "Handledare" },
      { field: "isActive", before: "Ja", after: "Nej" },
    ]);
    expect(change.map((c) => fieldLabel(c.field))).toEqual(["Roll", "Aktiv"]);
  });

  it("translates every status code, the ST project's too", () => {
    expect(describeChange({ status: "not_started" }, { status: "under_review" })).toEqual([
      { field: "status", before: "Ej påbörjad", after: "Under granskning" },
    ]);
  });

  it("shows a rotation's months as words", () => {
    expect(describeChange({ endDate: "2025-05" }, { endDate: "2025-06" })).toEqual([
      { field: "endDate", before: "maj 2025", after: "juni 2025" },
    ]);
  });

  it("names an activity's delmål by their ids, and a certificate's kind and signer in words", () => {
    expect(describeChange({ goalIds: [] }, { goalIds: ["STc4", "STc5"] })).toEqual([
      { field: "goalIds", before: "–", after: "STc4, STc5" },
    ]);
    expect(describeChange(null, { kind: "clinical", signerRole: "course-leader" })).toEqual([
      { field: "kind", after: "Klinisk tjänstgöring under handledning" },
      { field: "signerRole", after: "Kursledare" },
    ]);
  });

  it("shows quarters as YYYY-Qn", () => {
    expect(describeChange(null, { plannedQuarter: "2027-Q3" })).toEqual([
      { field: "plannedQuarter", after: "2027-Q3" },
    ]);
  });

  it("leaves out a field it has no Swedish name for", () => {
    expect(describeChange(null, { somethingInternal: "x", topic: "EKG" })).toEqual([
      { field: "topic", after: "EKG" },
    ]);
  });

  // Every field the server writes into the audit log (records, files, users services).
  const AUDITED_FIELDS = [
    ...["stModel", "stStartDate", "stDurationMonths", "headOfDepartment", "directorOfStudies"],
    ...["stContractFileId", "status", "plannedQuarter", "achievedLevel", "procedureId"],
    ...["id", "name", "startDate", "endDate", "date", "quarter", "certificateFileId", "topic"],
    ...["itemName"],
    ...["supervisor", "notes", "description", "summary", "fileId", "originalName", "fileType"],
    ...["fileSize", "email", "firstName", "lastName", "role", "isActive", "supervisorIds"],
    ...["title", "goalIds", "place", "periodStart", "periodEnd", "signerName", "signerRole"],
    ...["signerSpecialty", "signerWorkplace", "activities", "forms"],
  ];
  // The item a certificate belongs to names the entry instead of being listed as a field.
  const INTERNAL_FIELDS = new Set([
    "id",
    "procedureId",
    "fileType",
    "fileSize",
    "fileId",
    "itemName",
  ]);
  it.each(AUDITED_FIELDS)("%s is internal or shown under a Swedish label", (field) => {
    const shown = describeChange(null, { [field]: "värde" });
    if (INTERNAL_FIELDS.has(field)) {
      expect(shown).toEqual([]);
    } else {
      expect(shown.map((c) => c.field)).toEqual([field]);
      expect(fieldLabel(field)).toMatch(/^[A-ZÅÄÖ][A-Za-zÅÄÖåäö() -]+$/);
    }
  });

  const AUDITED_ENTITIES = [
    ...["formalities", "goal", "procedure", "rotation", "course", "sit-in", "meeting"],
    ...["absence", "credit", "st-project", "certificate", "profile-reset", "supervisors"],
    ...["user", "user-password", "calendar-feed", "data-export", "user-settings"],
    ...["development", "application-certificate", "application-documents"],
    "structured-assessment",
    ...["iup-revision", "iup-acknowledgement"],
    ...["plan-template-application", "plan-template"],
  ];
  it.each(AUDITED_ENTITIES)("the entity %s has a Swedish name", (entity) => {
    expect(entityLabel(entity)).not.toBe(entity);
  });

  it("a certificate entry names the item it belongs to, not only the file", () => {
    const upload = { fileId: "3f0c7e3a-1111-4c3e-9a6b-2d0f4c1e9a01", originalName: "intyg.pdf" };
    const names = new Map<string, string>();
    expect(
      entryName(
        { entity: "certificate", entityId: "goal:STa1", before: null, after: upload },
        names,
      ),
    ).toBe("Delmål STa1");
    expect(
      entryName(
        {
          entity: "certificate",
          entityId: "course:x",
          before: null,
          after: { ...upload, itemName: "EKG-kurs" },
        },
        names,
      ),
    ).toBe("Kurs – EKG-kurs");
  });

  it("names the item a certificate belongs to from the entry's id", () => {
    expect(certificateTarget("goal:STa1")).toBe("Delmål STa1");
    expect(certificateTarget("contract:contract")).toBe("ST-kontrakt");
    expect(certificateTarget("course:3f0c7e3a-1111-4c3e-9a6b-2d0f4c1e9a01")).toBe("Kurs");
    expect(certificateTarget("nonsense")).toBeUndefined();
  });
});

describe("a certificate entry", () => {
  it("is named by the goal it belongs to and keeps the file name as a field", () => {
    const before = {
      itemName: "STa1 Medicinsk kunskap",
      fileId: "3f0c7e3a-1111-4c3e-9a6b-2d0f4c1e9a01",
      originalName: "intyg.pdf",
    };
    const entry = { entity: "certificate", entityId: "goal:STa1", before, after: null };
    expect(entryName(entry, new Map())).toBe("Delmål STa1 Medicinsk kunskap");
    expect(describeChange(before, null)).toEqual([{ field: "originalName", before: "intyg.pdf" }]);
  });

  it("names a course certificate by its kind and the course's name", () => {
    const after = { itemName: "Ekokardiografi", originalName: "kurs.pdf" };
    const entry = { entity: "certificate", entityId: "course:9b1d", before: null, after };
    expect(entryName(entry, new Map())).toBe("Kurs – Ekokardiografi");
  });
});

describe("an application of the clinic's standard plan", () => {
  const heading = (entry: { before: unknown; after: unknown }) =>
    `${entityLabel("plan-template-application")} ${entryName(
      {
        entity: "plan-template-application",
        entityId: "3f0c7e3a-1111-4c3e-9a6b-2d0f4c1e9a01",
        ...entry,
      },
      new Map(),
    )}`;
  const rotation = { id: "r", name: "Kardiologi", startDate: "2026-01", endDate: "2026-06" };

  it("says what it added, counted, leaving out what it added none of", () => {
    const after = {
      rotations: Array.from({ length: 6 }, () => rotation),
      courses: [
        { id: "c1", name: "Strålskydd", date: "2026-04-01" },
        { id: "c2", name: "EKG", date: "2026-05-01" },
      ],
      goals: [{ goalId: "STa1", plannedQuarter: "2026-Q3" }],
      examinations: [],
    };
    expect(heading({ before: null, after })).toBe(
      "Standardplan inlagd: 6 placeringar, 2 kurser, 1 delmål",
    );
    expect(
      heading({
        before: null,
        after: {
          rotations: [rotation],
          courses: [],
          goals: [],
          examinations: [
            { procedureId: "c4-mps", plannedQuarter: "2027-Q1" },
            { procedureId: "c4-dmsa", plannedQuarter: "2026-Q4" },
          ],
        },
      }),
    ).toBe("Standardplan inlagd: 1 placering, 2 undersökningar");
    // The lists are the heading's: no field of them is listed as a change.
    expect(describeChange(null, after)).toEqual([]);
  });

  it("says it was undone, and how much the user had changed since and kept", () => {
    const before = { rotations: [rotation], courses: [], goals: ["STa1"], examinations: [] };
    expect(heading({ before, after: { kept: { goals: [], examinations: [] } } })).toBe(
      "Standardplan ångrad",
    );
    expect(heading({ before, after: { kept: { goals: ["STa2"], examinations: [] } } })).toBe(
      "Standardplan ångrad; 1 post som ändrats sedan lämnades kvar",
    );
  });
});
