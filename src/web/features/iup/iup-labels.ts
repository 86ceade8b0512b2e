import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import { IUP_UI_MESSAGES as M } from "@/web/lib/messages/iup";

export type ActivityType = keyof typeof M.activityLabel;

/** The record items a planned activity can name, as options: 'Randning: Nuklearmedicin'. */
export function activityOptions(record: TDoctorRecord) {
  const of = (type: ActivityType, items: readonly { id: string }[], name: (i: never) => string) =>
    items.map((item) => ({
      value: `${type}:${item.id}`,
      label: `${M.activityLabel[type]}: ${name(item as never)}`,
    }));
  return [
    ...of("rotation", record.rotations, (r: { name: string }) => r.name),
    ...of("course", record.courses, (c: { name: string }) => c.name),
    ...of("sit-in", record.sitIns, (s: { topic: string }) => s.topic),
    ...of("development", record.developmentWorks, (d: { title: string }) => d.title),
  ];
}

/** How the page names what a revision links to. */
export function iupLabels(
  record: TDoctorRecord,
  goals: readonly TGoalCatalogueEntry[],
  procedures: readonly TProcedureDefinition[],
) {
  const activities = new Map(activityOptions(record).map((o) => [o.value, o.label]));
  return {
    goal: (id: string) => {
      const goal = goals.find(
        (g) =>
          g.id === id &&
          g.specialty === record.formalities.specialty &&
          g.model === record.formalities.stModel,
      );
      return goal ? `${id} ${goal.title}` : id;
    },
    examination: (id: string) => procedures.find((p) => p.id === id)?.name ?? id,
    /** `type:id`, as the compare rule and the form's options name an activity. */
    activity: (key: string) => activities.get(key) ?? key,
  };
}
export type IupLabels = ReturnType<typeof iupLabels>;
