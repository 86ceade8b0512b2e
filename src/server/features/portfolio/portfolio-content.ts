import type { GoalDefinition } from "../../../shared/curriculum/goal-models";
import { ST_MODEL_LABELS } from "../../../shared/curriculum/goal-models";
import {
  PROCEDURE_COLUMN_LABELS,
  PROCEDURE_LEVEL_LABELS,
  PROCEDURE_LEVELS,
  type ProcedureDefinition,
} from "../../../shared/curriculum/procedures";
import { PORTFOLIO_MESSAGES as M } from "../../../shared/messages/portfolio";
import { PROGRESS_MESSAGES } from "../../../shared/messages/progress";
import { SIGNING_RIGHTS_MESSAGES } from "../../../shared/messages/signing-rights";
import { PAGE_LABELS } from "../../../shared/roles";
import { ACTIVITY_STATUS_LABELS } from "../../../shared/rules/activity-status";
import { compareDates } from "../../../shared/rules/dates";
import { formatDate, formatMonth } from "../../../shared/rules/display-dates";
import {
  calculateGoalProgress,
  calculateMatrixState,
  type MatrixState,
  REQUIREMENT_STATE_LABELS,
} from "../../../shared/rules/matrix";
import {
  calculateStProgress,
  formatDurationYears,
  formatRemainingTime,
} from "../../../shared/rules/st-period";
import type { TDoctorRecord } from "../../../shared/schemas/doctor-record";

/**
 * The portfolio as data: sections of labelled fields, tables and notes, every text already in
 * Swedish. The PDF renderer only lays this out, so what the book says is tested without a PDF.
 */
export type PortfolioBlock =
  | { kind: "fields"; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: "table"; heading?: string; columns: readonly PortfolioColumn[]; rows: string[][] }
  | { kind: "note"; text: string };

export interface PortfolioColumn {
  label: string;
  /** A fixed width in points, or `*` for an equal share of what is left. */
  width: number | "*";
}

export interface PortfolioSection {
  heading: string;
  blocks: PortfolioBlock[];
}

export interface PortfolioContent {
  title: string;
  doctorName: string;
  /** The day it was made (YYYY-MM-DD, Europe/Stockholm), printed on every page. */
  printedOn: string;
  sections: PortfolioSection[];
}

/** What the book is made of: the record as the app reads it and the clinic's two catalogues. */
export interface PortfolioInput {
  record: TDoctorRecord;
  /** The clinic's goals of the doctor's model, in catalogue order. */
  goals: readonly Pick<GoalDefinition, "id" | "title">[];
  /** The examinations in use, in catalogue order. */
  catalogue: readonly ProcedureDefinition[];
}

const yesNo = (ids: readonly string[] | undefined) => (ids && ids.length > 0 ? M.yes : M.no);
const orDash = (text: string | null | undefined) => (text?.trim() ? text.trim() : M.dash);
const percent = (value: number) => Math.round(value);
const byDate = <T>(dateOf: (item: T) => string) => {
  return (a: T, b: T) => compareDates(dateOf(a), dateOf(b));
};

/** A table; one without rows is printed as its heading and 'Inga poster.'. */
function table(columns: PortfolioColumn[], rows: string[][], heading?: string): PortfolioBlock {
  return { kind: "table", columns, rows, ...(heading ? { heading } : {}) };
}

export function buildPortfolio(input: PortfolioInput): PortfolioContent {
  const { record } = input;
  // The figures and the matrix the app shows, from the same shared rules.
  const matrix = calculateMatrixState(input.catalogue, record.procedures);
  return {
    title: M.title,
    doctorName: record.doctor.displayName,
    printedOn: record.today,
    sections: [
      formalitiesSection(record),
      progressSection(input, matrix),
      goalsSection(input),
      matrixSection(input, matrix),
      ...recordListSections(record),
      stProjectSection(record),
      developmentSection(record),
      signingRightsSection(input),
    ],
  };
}

function formalitiesSection(record: TDoctorRecord): PortfolioSection {
  const f = record.formalities;
  const F = M.formalities;
  const supervisors = record.supervisors.map((s) =>
    s.isActive ? s.displayName : `${s.displayName} (${F.inactive})`,
  );
  const contract = record.files.find((file) => file.id === f.stContractFileId);
  const periodColumns: PortfolioColumn[] = [
    { label: M.columns.from, width: 80 },
    { label: M.columns.to, width: 80 },
    { label: M.columns.description, width: "*" },
  ];
  const periodRows = (entries: TDoctorRecord["formalities"]["absences"]) =>
    [...entries]
      .sort(byDate((e) => e.startDate))
      .map((e) => [formatDate(e.startDate), formatDate(e.endDate), e.description]);
  return {
    heading: PAGE_LABELS.formalities,
    blocks: [
      {
        kind: "fields",
        rows: [
          [F.doctor, record.doctor.displayName],
          [F.email, record.doctor.email],
          [F.model, ST_MODEL_LABELS[f.stModel]],
          [F.startDate, formatDate(f.stStartDate)],
          [F.duration, formatDurationYears(f.stDurationMonths)],
          [F.endDate, formatDate(f.stEndDate)],
          [F.remaining, formatRemainingTime(f.stEndDate, record.today)],
          [F.headOfDepartment, orDash(f.headOfDepartment)],
          [F.directorOfStudies, orDash(f.directorOfStudies)],
          [F.supervisors, supervisors.length > 0 ? supervisors.join(", ") : M.dash],
          [F.contract, contract ? contract.originalName : M.no],
        ],
      },
      table(periodColumns, periodRows(f.absences), F.absences),
      table(periodColumns, periodRows(f.credits), F.credits),
    ],
  };
}

function progressSection({ record, goals }: PortfolioInput, matrix: MatrixState): PortfolioSection {
  const P = M.progress;
  const goalProgress = calculateGoalProgress(goals, record.goals);
  const exams = matrix.examinationProgress;
  const stTime = calculateStProgress(
    { startDate: record.formalities.stStartDate, endDate: record.formalities.stEndDate },
    record.today,
  );
  return {
    heading: P.title,
    blocks: [
      {
        kind: "fields",
        rows: [
          [
            P.goals,
            goals.length > 0
              ? P.goalsValue(goalProgress.achieved, goalProgress.total)
              : P.modelMissing,
          ],
          [
            P.examinations,
            P.examinationsValue(exams.achieved, exams.total, percent(exams.percent)),
          ],
          [P.ischemia, matrix.ischemiaOk ? PROGRESS_MESSAGES.ischemiaOk : P.ischemiaMissing],
          [
            P.optionalA,
            PROGRESS_MESSAGES.optionalAProgress(matrix.optionalA.shown, matrix.optionalA.required),
          ],
          [M.formalities.stTime, P.stTimeValue(percent(stTime))],
        ],
      },
    ],
  };
}

function goalsSection({ record, goals }: PortfolioInput): PortfolioSection {
  const progress = new Map(record.goals.map((g) => [g.goalId, g]));
  const rows = goals.map((goal) => {
    const p = progress.get(goal.id);
    return [
      goal.id,
      goal.title,
      ACTIVITY_STATUS_LABELS[p?.status ?? "not_started"],
      orDash(p?.plannedQuarter),
      yesNo(p?.certificateFileIds),
    ];
  });
  const C = M.columns;
  return {
    heading: PAGE_LABELS.goals,
    blocks: [
      goals.length === 0
        ? { kind: "note", text: M.progress.modelMissing }
        : table(
            [
              { label: C.goal, width: 42 },
              { label: C.title, width: "*" },
              { label: C.status, width: 78 },
              { label: C.quarter, width: 52 },
              { label: C.certificate, width: 36 },
            ],
            rows,
          ),
    ],
  };
}

/** The matrix level by level, each entry with the merged status and requirement the app shows. */
function matrixSection(
  { record, catalogue }: PortfolioInput,
  matrix: MatrixState,
): PortfolioSection {
  const progress = new Map(record.procedures.map((p) => [p.procedureId, p]));
  const C = M.columns;
  const columns: PortfolioColumn[] = [
    { label: C.area, width: 90 },
    { label: C.examination, width: "*" },
    { label: C.status, width: 74 },
    { label: C.achievedLevel, width: 50 },
    { label: C.requirement, width: 104 },
    { label: C.certificate, width: 36 },
  ];
  const blocks = PROCEDURE_LEVELS.flatMap((level): PortfolioBlock[] => {
    const entries = catalogue.filter((p) => p.level === level);
    if (entries.length === 0) return [];
    const rows = entries.map((p) => {
      const row = progress.get(p.id);
      const requirement = matrix.requirements[p.id];
      return [
        PROCEDURE_COLUMN_LABELS[p.column],
        p.name,
        ACTIVITY_STATUS_LABELS[matrix.statuses[p.id] ?? "not_started"],
        orDash(row?.achievedLevel),
        requirement ? REQUIREMENT_STATE_LABELS[requirement] : M.dash,
        yesNo(row?.certificateFileIds),
      ];
    });
    return [table(columns, rows, `${C.level} ${PROCEDURE_LEVEL_LABELS[level]}`)];
  });
  return {
    heading: PAGE_LABELS.procedures,
    blocks: blocks.length > 0 ? blocks : [{ kind: "note", text: M.none }],
  };
}

/** A plain list of the record as one table, oldest first. */
function listSection<T>(
  heading: string,
  items: readonly T[],
  dateOf: (item: T) => string,
  columns: [PortfolioColumn, (item: T) => string][],
): PortfolioSection {
  const rows = [...items].sort(byDate(dateOf)).map((item) => columns.map(([, cell]) => cell(item)));
  return {
    heading,
    blocks: [
      table(
        columns.map(([column]) => column),
        rows,
      ),
    ],
  };
}

const column = (label: string, width: PortfolioColumn["width"]) => ({ label, width });

function recordListSections(record: TDoctorRecord): PortfolioSection[] {
  const C = M.columns;
  const certificate = column(C.certificate, 36);
  const hasCertificate = (item: { certificateFileIds: readonly string[] }) =>
    yesNo(item.certificateFileIds);
  const goals = column(C.goal, 80);
  return [
    listSection(PAGE_LABELS.rotations, record.rotations, (r) => r.startDate, [
      [column(C.name, "*"), (r) => r.name],
      [column(C.from, 70), (r) => formatMonth(r.startDate)],
      [column(C.to, 70), (r) => formatMonth(r.endDate)],
      [goals, (r) => goalList(r.goalIds)],
      [certificate, hasCertificate],
    ]),
    listSection(PAGE_LABELS.courses, record.courses, (c) => c.date, [
      [column(C.name, "*"), (c) => c.name],
      [column(C.date, 70), (c) => formatDate(c.date)],
      [column(C.status, 90), (c) => ACTIVITY_STATUS_LABELS[c.status]],
      [goals, (c) => goalList(c.goalIds)],
      [certificate, hasCertificate],
    ]),
    listSection(PAGE_LABELS.sitins, record.sitIns, (s) => s.date, [
      [column(C.date, 64), (s) => formatDate(s.date)],
      [column(C.topic, 120), (s) => s.topic],
      [column(C.supervisor, 96), (s) => s.supervisor],
      [column(C.notes, "*"), (s) => orDash(s.notes)],
      [certificate, hasCertificate],
    ]),
    listSection(PAGE_LABELS.meetings, record.meetings, (m) => m.date, [
      [column(C.date, 64), (m) => formatDate(m.date)],
      [column(C.topic, 130), (m) => m.topic],
      [column(C.supervisor, 90), (m) => m.supervisor],
      [
        column(C.notes, "*"),
        (m) => (m.agenda ? `${M.agenda(m.agenda)}\n\n${m.notes}` : orDash(m.notes)),
      ],
      [column(C.agreedActions, 130), meetingActionsText],
    ]),
  ];
}

/** A meeting's own agreed actions, one a line (issue 25). */
const meetingActionsText = (m: TDoctorRecord["meetings"][number]) =>
  orDash(
    m.actions
      .map((a) =>
        M.action(a.what, a.owner, formatDate(a.dueDate), a.doneOn && formatDate(a.doneOn)),
      )
      .join("\n"),
  );

/** The delmål an activity supports, as the forms write them: 'STa5 STc4'. */
const goalList = (ids: readonly string[]) => orDash(ids.join(" "));

/** 'Utvecklingsarbete' (issue 24): each work with its period, delmål and the doctor's part. */
function developmentSection(record: TDoctorRecord): PortfolioSection {
  const C = M.columns;
  return listSection(PAGE_LABELS.development, record.developmentWorks, (d) => d.startDate, [
    [column(C.title, 120), (d) => d.title],
    [column(C.from, 64), (d) => formatDate(d.startDate)],
    [column(C.to, 64), (d) => formatDate(d.endDate)],
    [column(C.goal, 70), (d) => goalList(d.goalIds)],
    [column(C.description, "*"), (d) => orDash(d.description)],
  ]);
}

function stProjectSection(record: TDoctorRecord): PortfolioSection {
  const S = M.stProject;
  const p = record.stProject;
  return {
    heading: PAGE_LABELS.stproject,
    blocks: [
      {
        kind: "fields",
        rows: [
          [S.topic, orDash(p.topic)],
          [S.supervisor, orDash(p.supervisor)],
          [S.status, ACTIVITY_STATUS_LABELS[p.status]],
          [S.summary, orDash(p.summary)],
          [M.columns.goal, goalList(p.goalIds)],
        ],
      },
    ],
  };
}

function signingRightsSection({ record, catalogue }: PortfolioInput): PortfolioSection {
  const C = M.columns;
  const names = new Map(catalogue.map((p) => [p.id, p.name]));
  const rows = record.signingRights.map((d) => [
    names.get(d.procedureId) ?? M.retiredExamination(d.procedureId),
    SIGNING_RIGHTS_MESSAGES.decisionShown[d.decision],
    formatDate(d.decisionDate),
  ]);
  return {
    heading: PAGE_LABELS["signing-rights-assessment"],
    blocks: [
      table(
        [
          { label: C.examination, width: "*" },
          { label: C.decision, width: 150 },
          { label: C.date, width: 70 },
        ],
        rows,
      ),
    ],
  };
}
