import { compareSwedish } from "@/shared/rules/swedish-order";
import type { TSigningRightsEvaluation } from "@/shared/schemas/signing-rights";

export interface PickerOption {
  id: string;
  name: string;
  /** Evaluations behind the option, under the other filter. */
  count: number;
}

export interface PickerFilter {
  doctorId: string | null;
  procedureId: string | null;
}

function countBy(
  evaluations: readonly TSigningRightsEvaluation[],
  keyOf: (e: TSigningRightsEvaluation) => { id: string; name: string },
): PickerOption[] {
  const options = new Map<string, PickerOption>();
  for (const evaluation of evaluations) {
    const { id, name } = keyOf(evaluation);
    const option = options.get(id) ?? { id, name, count: 0 };
    option.count += 1;
    options.set(id, option);
  }
  return [...options.values()].sort((a, b) => compareSwedish(a.name, b.name));
}

/**
 * What the picker offers: only doctors and examinations that have evaluations (each counted under
 * the other filter, so the numbers say what choosing it would leave), and the evaluations matching
 * both filters in the list's order (newest first).
 */
export function pickerOptions(
  evaluations: readonly TSigningRightsEvaluation[],
  filter: PickerFilter,
  examinationName: (procedureId: string) => string,
): { doctors: PickerOption[]; examinations: PickerOption[]; matches: TSigningRightsEvaluation[] } {
  const byDoctor = (e: TSigningRightsEvaluation) =>
    !filter.doctorId || e.stDoctor.id === filter.doctorId;
  const byExamination = (e: TSigningRightsEvaluation) =>
    !filter.procedureId || e.procedureType === filter.procedureId;
  return {
    doctors: countBy(evaluations.filter(byExamination), (e) => ({
      id: e.stDoctor.id,
      name: e.stDoctor.displayName,
    })),
    examinations: countBy(evaluations.filter(byDoctor), (e) => ({
      id: e.procedureType,
      name: examinationName(e.procedureType),
    })),
    matches: evaluations.filter((e) => byDoctor(e) && byExamination(e)),
  };
}
