import type { GoalDefinition } from "../../../shared/curriculum/goal-models";
import type { ProcedureDefinition } from "../../../shared/curriculum/procedures";
import { IUP_HEADING_LABELS as H, IUP_PRINT_MESSAGES as M } from "../../../shared/messages/iup";
import { formatDate } from "../../../shared/rules/display-dates";
import type { TDoctorRecord } from "../../../shared/schemas/doctor-record";
import type { TIupRevision } from "../../../shared/schemas/iup";
import type { PortfolioContent, PortfolioSection } from "../portfolio";

interface IupPrintInput {
  record: TDoctorRecord;
  revision: TIupRevision;
  goals: readonly Pick<GoalDefinition, "id" | "title">[];
  catalogue: readonly Pick<ProcedureDefinition, "id" | "name">[];
}

const orDash = (text: string) => (text.trim() === "" ? M.none : text.trim());
const list = (items: readonly string[]) => (items.length === 0 ? M.none : items.join("\n"));

/** The record item a planned activity names, as the doctor named it. */
function activityLabel(record: TDoctorRecord, link: { type: string; id: string }) {
  const item =
    record.rotations.find((r) => link.type === "rotation" && r.id === link.id)?.name ??
    record.courses.find((c) => link.type === "course" && c.id === link.id)?.name ??
    record.sitIns.find((s) => link.type === "sit-in" && s.id === link.id)?.topic ??
    record.developmentWorks.find((d) => link.type === "development" && d.id === link.id)?.title;
  return item ?? link.id;
}

/**
 * One revision as the portfolio's book layout (its renderer and worker pool print it, decision
 * 199): the title, the revision's facts, a section per heading and the acknowledgements.
 */
export function buildIupPrint({ record, revision: r, goals, catalogue }: IupPrintInput) {
  const goalName = (id: string) => {
    const goal = goals.find((g) => g.id === id);
    return goal ? `${id} ${goal.title}` : id;
  };
  const examName = (id: string) => catalogue.find((e) => e.id === id)?.name ?? id;
  const ack = (a: TIupRevision["doctorAcknowledgement"]) =>
    a ? M.acknowledgedBy(a.name, formatDate(a.at)) : M.notAcknowledged;
  const text = (t: string) => ({ kind: "note" as const, text: orDash(t) });
  const sections: PortfolioSection[] = [
    {
      heading: M.aboutRevision,
      blocks: [
        {
          kind: "fields",
          rows: [
            [M.revisionDate, formatDate(r.revisionDate)],
            [M.author, r.authorName],
            [M.state, M.stateLabels[r.state]],
          ],
        },
      ],
    },
    { heading: H.background, blocks: [text(r.background)] },
    {
      heading: H.goals,
      blocks: [
        text(r.goalsText),
        {
          kind: "fields",
          rows: [
            [M.goalsLinked, list(r.goalIds.map(goalName))],
            [M.examinationsLinked, list(r.examinationIds.map(examName))],
          ],
        },
      ],
    },
    {
      heading: H.activities,
      blocks: [
        text(r.activitiesText),
        {
          kind: "fields",
          rows: [[M.activitiesLinked, list(r.activityLinks.map((l) => activityLabel(record, l)))]],
        },
      ],
    },
    {
      heading: H.supervision,
      blocks: [
        {
          kind: "fields",
          rows: [
            [M.mainSupervisor, orDash(r.mainSupervisorName)],
            [M.otherSupervisors, list(r.otherSupervisorNames)],
            [M.meetingFrequency, orDash(r.meetingFrequency)],
          ],
        },
        text(r.supervisionText),
      ],
    },
    { heading: H.assessment, blocks: [text(r.assessmentText)] },
    {
      heading: H.followUp,
      blocks: [
        { kind: "fields", rows: [[M.followUpDates, list(r.followUpDates.map(formatDate))]] },
        text(r.followUpText),
      ],
    },
    {
      heading: M.acknowledgements,
      blocks: [
        {
          kind: "fields",
          rows: [
            [M.byDoctor, ack(r.doctorAcknowledgement)],
            [M.bySupervisor, ack(r.supervisorAcknowledgement)],
          ],
        },
      ],
    },
  ];
  const content: PortfolioContent = {
    title: M.title(r.number),
    doctorName: record.doctor.displayName,
    printedOn: record.today,
    sections,
  };
  return content;
}
