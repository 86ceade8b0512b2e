import { MultiSelect } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import type { CertificateKind } from "@/shared/curriculum/certificate-forms";
import { isGoalModel, type StModel } from "@/shared/curriculum/goal-models";
import { ACTIVITY_GOALS_MESSAGES as M } from "@/web/lib/messages/activity-goals";
import { useGoalCatalogue } from "../api/get-goal-catalogue";
import { useDoctorSpecialty } from "../doctor-specialty";
import { goalOptions } from "../goal-options";

interface ActivityGoalsSelectProps {
  /** The doctor's model: the goals come from its catalogue; none chosen, the field is closed. */
  model: StModel;
  /** The kind of certificate the activity makes: its recommended goals are offered first. */
  kind: CertificateKind;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Replaces the hint under the field (the saved value after 'Ladda om'). */
  description?: string | undefined;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * 'Delmål som aktiviteten stödjer': a searchable multi-select of the model's goals from the goal
 * catalogue the API gives (decision 081), the ones recommended for this kind of activity first.
 */
export function ActivityGoalsSelect({
  model,
  kind,
  value,
  onChange,
  description,
  error,
  disabled = false,
  autoFocus = false,
}: ActivityGoalsSelectProps) {
  const catalogue = useGoalCatalogue();
  const specialty = useDoctorSpecialty();
  const data = useMemo(
    () => goalOptions(catalogue.data ?? [], { specialty, model }, kind, value),
    [catalogue.data, specialty, model, kind, value],
  );
  const hasModel = isGoalModel(model);
  const loading = hasModel && catalogue.isPending;
  const hint = !hasModel ? M.noModel : catalogue.isError ? M.loadFailed : (description ?? M.hint);
  return (
    <MultiSelect
      label={M.label}
      description={hint}
      placeholder={loading ? M.loading : M.placeholder}
      data={data}
      value={[...value]}
      onChange={onChange}
      error={error}
      searchable
      clearable
      clearButtonProps={{ "aria-label": M.clear }}
      nothingFoundMessage={M.nothingFound}
      disabled={disabled || !hasModel || loading}
      data-autofocus={autoFocus || undefined}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
    />
  );
}
