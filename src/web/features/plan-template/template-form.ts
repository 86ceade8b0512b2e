import type { PlanTemplate } from "@/shared/rules/plan-template";
import type { TPlanTemplate } from "@/shared/schemas/plan-template";

/** A row's identity in the editor while it is moved or its neighbours removed; never saved. */
interface Keyed {
  key: string;
}
type Slot = { year: number; quarter: number };

/** The standard plan's editor: the template, each row with a key of its own. */
export interface TemplateFormValues {
  rotationStart: Slot;
  rotations: (Keyed & { name: string; months: number })[];
  courses: (Keyed & Slot & { name: string })[];
  goals: (Keyed & Slot & { goalId: string })[];
  examinations: (Keyed & Slot & { procedureId: string })[];
}

export type TemplateSection = "rotations" | "courses" | "goals" | "examinations";

let lastKey = 0;
const rowKey = () => `row-${++lastKey}`;

export function toFormValues(template: PlanTemplate): TemplateFormValues {
  return {
    rotationStart: { ...template.rotationStart },
    rotations: template.rotations.map((row) => ({ key: rowKey(), ...row })),
    courses: template.courses.map((row) => ({ key: rowKey(), ...row })),
    goals: template.goals.map((row) => ({ key: rowKey(), ...row })),
    examinations: template.examinations.map((row) => ({ key: rowKey(), ...row })),
  };
}

const withoutKey = <T extends Keyed>({ key: _key, ...row }: T): Omit<T, "key"> => row;

/** What is saved: the rows in their order, without the editor's keys. */
export function toTemplate(values: TemplateFormValues): TPlanTemplate {
  return {
    rotationStart: { ...values.rotationStart },
    rotations: values.rotations.map(withoutKey),
    courses: values.courses.map(withoutKey),
    goals: values.goals.map(withoutKey),
    examinations: values.examinations.map(withoutKey),
  };
}

/** An added row: a new rotation lasts three months, the rest start in the first quarter. */
export function newRow<S extends TemplateSection>(section: S): TemplateFormValues[S][number] {
  const first = { key: rowKey(), year: 1, quarter: 1 };
  const rows: { [K in TemplateSection]: TemplateFormValues[K][number] } = {
    rotations: { key: first.key, name: "", months: 3 },
    courses: { ...first, name: "" },
    goals: { ...first, goalId: "" },
    examinations: { ...first, procedureId: "" },
  };
  return rows[section];
}

/**
 * The editor's field for a field the server named in a refused save ('template.courses.2.name'
 * → 'courses.2.name', a whole row 'template.goals.3' → 'goals.3.goalId'); undefined when the form has no such field, so the reason shows above it.
 */
export function formFieldOf(
  field: string | undefined,
  values: TemplateFormValues,
): string | undefined {
  const path = field?.startsWith("template.") ? field.slice("template.".length) : undefined;
  if (!path) return undefined;
  const [section, index, name] = path.split(".");
  if (section === "rotationStart")
    return index === "year" || index === "quarter" ? path : undefined;
  if (section === undefined || !(section in values) || index === undefined) return undefined;
  const rows = values[section as TemplateSection];
  const row = rows[Number(index)];
  if (!/^\d+$/.test(index) || row === undefined) return undefined;
  // A row named as a whole (a duplicate) shows its reason at the row's main field.
  if (name === undefined) return `${path}.${MAIN_FIELD[section as TemplateSection]}`;
  return name in row && name !== "key" ? path : undefined;
}

const MAIN_FIELD: Record<TemplateSection, string> = {
  rotations: "name",
  courses: "name",
  goals: "goalId",
  examinations: "procedureId",
};
