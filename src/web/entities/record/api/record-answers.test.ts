import { describe, expect, it } from "vitest";
import type { TDoctorRecord, TRecordDerived } from "@/shared/schemas/doctor-record";
import type { TUploadedFile } from "@/shared/schemas/files";
import {
  type CertificateRef,
  withDerived,
  withGoalRow,
  withProcedureRows,
  withRemovedCertificate,
  withSavedFormalities,
  withUploadedCertificate,
} from "./record-answers";

const file = (id: string): TUploadedFile => ({
  id,
  originalName: `${id}.pdf`,
  fileType: "application/pdf",
  fileSize: 100,
  uploadedBy: "u1",
  uploadedAt: "2025-01-01T10:00:00.000Z",
});

const ST_PERIOD = {
  creditsCapped: false,
  percentPassed: 24,
  remaining: { kind: "years", years: 3, months: 9 },
} as const;

const PERMISSIONS = {
  canEdit: true,
  canReset: true,
  canChangeModel: true,
  canAssignSupervisors: false,
};

/** A small record with one of everything a certificate or a progress edit touches. */
function makeRecord(): TDoctorRecord {
  return {
    today: "2025-03-31",
    formalities: {
      stModel: "2021",
      stStartDate: "2024-01-15",
      stDurationMonths: 60,
      headOfDepartment: "",
      directorOfStudies: "",
      stContractFileId: "contract",
      absences: [],
      credits: [],
      stEndDate: "2029-01-15",
      stPeriod: ST_PERIOD,
      isModelLocked: false,
      version: 1,
      permissions: { canEdit: true, canChangeModel: true },
    },
    goals: [
      { goalId: "STa1", status: "completed", plannedQuarter: null, certificateFileIds: ["g1"] },
      { goalId: "STc1", status: "planned", plannedQuarter: "2025-Q3", certificateFileIds: [] },
    ],
    procedures: [
      {
        procedureId: "c4-mps",
        status: "completed",
        plannedQuarter: null,
        achievedLevel: null,
        certificateFileIds: ["p1"],
      },
    ],
    rotations: [
      {
        id: "r1",
        name: "Kardiologi",
        startMonth: "2025-01",
        endMonth: "2025-02",
        version: 1,
        certificateFileIds: ["r-a", "shared"],
      },
    ],
    courses: [
      {
        id: "k1",
        name: "Kurs",
        date: "2025-02-01",
        status: "planned",
        quarter: "2025-Q1",
        version: 1,
        certificateFileIds: ["shared"],
      },
    ],
    sitIns: [],
    meetings: [],
    files: ["contract", "g1", "p1", "r-a", "shared"].map(file),
    permissions: PERMISSIONS,
  } as unknown as TDoctorRecord;
}

describe("withDerived", () => {
  it("puts the end date, the ST period's figures, the lock and the permissions where the record keeps them", () => {
    const derived: TRecordDerived = {
      stEndDate: "2029-01-25",
      stPeriod: { creditsCapped: true, percentPassed: 23, remaining: { kind: "today" } },
      isModelLocked: true,
      isSpecialtyLocked: true,
      permissions: { ...PERMISSIONS, canChangeModel: false },
    };
    const record = makeRecord();
    const next = withDerived(record, derived);
    expect(next.formalities).toMatchObject({
      stEndDate: "2029-01-25",
      stPeriod: derived.stPeriod,
      isModelLocked: true,
      permissions: { canEdit: true, canChangeModel: false },
    });
    expect(next.permissions).toEqual(derived.permissions);
    // Nothing else moves, and the cached value is not changed in place.
    expect(next.goals).toBe(record.goals);
    expect(record.formalities.stEndDate).toBe("2029-01-15");
  });

  it("takes the saved service details as stored", () => {
    const next = withSavedFormalities(
      makeRecord(),
      {
        stModel: "2015",
        specialty: "klinisk-fysiologi",
        stStartDate: "2024-02-01",
        stDurationMonths: 66,
        headOfDepartment: "Vera",
        directorOfStudies: "Sven",
        version: 2,
      },
      {
        stEndDate: "2029-08-01",
        stPeriod: ST_PERIOD,
        isModelLocked: false,
        isSpecialtyLocked: false,
        permissions: PERMISSIONS,
      },
    );
    expect(next.formalities).toMatchObject({
      stModel: "2015",
      stDurationMonths: 66,
      headOfDepartment: "Vera",
      version: 2,
      stEndDate: "2029-08-01",
      stContractFileId: "contract",
    });
  });
});

describe("withGoalRow", () => {
  it.each([
    {
      case: "replaces a goal and keeps its certificates",
      goal: { goalId: "STa1", status: "in_progress" as const, plannedQuarter: null },
      expected: [
        ["STa1", "in_progress", ["g1"]],
        ["STc1", "planned", []],
      ],
    },
    {
      case: "adds a new goal in id order",
      goal: { goalId: "STb2", status: "planned" as const, plannedQuarter: "2026-Q1" },
      expected: [
        ["STa1", "completed", ["g1"]],
        ["STb2", "planned", []],
        ["STc1", "planned", []],
      ],
    },
    {
      case: "takes certificates the answer names",
      goal: {
        goalId: "STc1",
        status: "completed" as const,
        plannedQuarter: null,
        certificateFileIds: ["new"],
      },
      expected: [
        ["STa1", "completed", ["g1"]],
        ["STc1", "completed", ["new"]],
      ],
    },
  ])("$case", ({ goal, expected }) => {
    const goals = withGoalRow(makeRecord(), goal).goals;
    expect(goals.map((g) => [g.goalId, g.status, g.certificateFileIds])).toEqual(expected);
  });
});

describe("withProcedureRows", () => {
  it("replaces the sync group's rows, adds new ones and keeps certificates", () => {
    const next = withProcedureRows(makeRecord(), [
      { procedureId: "c8-mps", status: "planned", plannedQuarter: "2027-Q1", achievedLevel: null },
      { procedureId: "c4-mps", status: "planned", plannedQuarter: "2027-Q1", achievedLevel: null },
    ]);
    expect(next.procedures).toEqual([
      {
        procedureId: "c4-mps",
        status: "planned",
        plannedQuarter: "2027-Q1",
        achievedLevel: null,
        certificateFileIds: ["p1"],
      },
      {
        procedureId: "c8-mps",
        status: "planned",
        plannedQuarter: "2027-Q1",
        achievedLevel: null,
        certificateFileIds: [],
      },
    ]);
  });
});

describe("withUploadedCertificate", () => {
  const uploaded = (kind: CertificateRef["kind"], itemId: string | null) => ({
    file: file("new"),
    kind,
    itemId,
  });

  it.each([
    {
      case: "a goal's second certificate",
      upload: uploaded("goal", "STa1"),
      read: (r: TDoctorRecord) => r.goals.find((g) => g.goalId === "STa1")?.certificateFileIds,
      expected: ["g1", "new"],
    },
    {
      case: "a certificate of a goal with no progress lists it as not started",
      upload: uploaded("goal", "STb1"),
      read: (r: TDoctorRecord) => r.goals.find((g) => g.goalId === "STb1"),
      expected: {
        goalId: "STb1",
        status: "not_started",
        plannedQuarter: null,
        certificateFileIds: ["new"],
      },
    },
    {
      case: "a rotation's certificate",
      upload: uploaded("rotation", "r1"),
      read: (r: TDoctorRecord) => r.rotations[0]?.certificateFileIds,
      expected: ["r-a", "shared", "new"],
    },
    {
      case: "a course's certificate",
      upload: uploaded("course", "k1"),
      read: (r: TDoctorRecord) => r.courses[0]?.certificateFileIds,
      expected: ["shared", "new"],
    },
    {
      case: "the contract",
      upload: uploaded("contract", null),
      read: (r: TDoctorRecord) => r.formalities.stContractFileId,
      expected: "new",
    },
  ])("$case", ({ upload, read, expected }) => {
    const next = withUploadedCertificate(makeRecord(), upload);
    expect(read(next)).toEqual(expected);
    expect(next.files.at(-1)).toEqual(file("new"));
    // The same answer merged twice (replayed) changes nothing more.
    expect(withUploadedCertificate(next, upload)).toEqual(next);
  });
});

describe("withRemovedCertificate", () => {
  it.each([
    {
      case: "a goal's certificate leaves the goal and the files",
      removed: { kind: "goal", itemId: "STa1", fileId: "g1" },
      read: (r: TDoctorRecord) => r.goals[0]?.certificateFileIds,
      expected: [],
      fileGone: "g1",
    },
    {
      case: "the contract",
      removed: { kind: "contract", itemId: null, fileId: "contract" },
      read: (r: TDoctorRecord) => r.formalities.stContractFileId,
      expected: null,
      fileGone: "contract",
    },
    {
      case: "a file another item still names stays in the files",
      removed: { kind: "rotation", itemId: "r1", fileId: "shared" },
      read: (r: TDoctorRecord) => r.rotations[0]?.certificateFileIds,
      expected: ["r-a"],
      fileGone: undefined,
    },
    {
      case: "nothing was linked (a repeated request)",
      removed: { kind: "contract", itemId: null, fileId: null },
      read: (r: TDoctorRecord) => r.formalities.stContractFileId,
      expected: null,
      fileGone: undefined,
    },
  ] as const)("$case", ({ removed, read, expected, fileGone }) => {
    const before = makeRecord();
    const next = withRemovedCertificate(before, removed);
    expect(read(next)).toEqual(expected);
    const gone = before.files.filter((f) => !next.files.includes(f)).map((f) => f.id);
    expect(gone).toEqual(fileGone ? [fileGone] : []);
  });
});
