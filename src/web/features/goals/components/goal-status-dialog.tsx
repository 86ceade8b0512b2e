import { Button, NativeSelect, SimpleGrid, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { GoalDefinition } from "@/shared/curriculum/goal-models";
import {
  ACTIVITY_STATUS_LABELS,
  type ActivityStatus,
  normalizeGoalEdit,
  statusDialogChoices,
} from "@/shared/rules/activity-status";
import { isQuarterLabel, stPeriodQuarters } from "@/shared/rules/quarters";
import type { TFormalities } from "@/shared/schemas/formalities";
import type { TGoalProgress } from "@/shared/schemas/progress";
import { FormActions } from "@/web/components/form-actions";
import { FormModal } from "@/web/components/form-modal";
import { GOALS_UI_MESSAGES as M } from "@/web/lib/messages/goals";
import { useUpdateGoal } from "../api/update-goal";

interface GoalStatusDialogProps {
  doctorId: string;
  /** The goal being edited; the dialog is closed while this is null. */
  goal: GoalDefinition | null;
  progress: TGoalProgress | undefined;
  formalities: TFormalities;
  onClose: () => void;
}

/** The status dialog: item type and title, five status buttons, a quarter when planned. */
export function GoalStatusDialog(props: GoalStatusDialogProps) {
  return (
    <FormModal opened={props.goal !== null} onClose={props.onClose} title={M.dialogTitle}>
      {props.goal ? <GoalStatusForm {...props} goal={props.goal} /> : null}
    </FormModal>
  );
}

interface GoalStatusValues {
  status: ActivityStatus;
  /** '' until a quarter is chosen. */
  plannedQuarter: string;
}

const editOf = (values: GoalStatusValues) => ({
  status: values.status,
  plannedQuarter: values.plannedQuarter || null,
});

function GoalStatusForm({
  doctorId,
  goal,
  progress,
  formalities,
  onClose,
}: GoalStatusDialogProps & { goal: GoalDefinition }) {
  const current: ActivityStatus = progress?.status ?? "not_started";
  const form = useForm<GoalStatusValues>({
    mode: "controlled",
    initialValues: { status: current, plannedQuarter: progress?.plannedQuarter ?? "" },
    // Any change clears the error (below), not only the changed field's.
    clearInputErrorOnChange: false,
    validate: (values) => {
      const result = normalizeGoalEdit(editOf(values));
      return result.ok ? {} : { plannedQuarter: result.message };
    },
  });
  const { status, plannedQuarter: quarter } = form.values;
  const change = (patch: Partial<GoalStatusValues>) => {
    form.setValues(patch);
    form.clearErrors();
  };
  const update = useUpdateGoal(doctorId);

  const quarters = stPeriodQuarters(formalities.stStartDate, formalities.stEndDate);
  const options =
    isQuarterLabel(quarter) && !quarters.includes(quarter) ? [quarter, ...quarters] : quarters;

  const submit = form.onSubmit((values) => {
    const result = normalizeGoalEdit(editOf(values));
    if (!result.ok) return;
    const planned = result.value.plannedQuarter;
    update.mutate({
      goalId: goal.id,
      body: {
        status: result.value.status,
        plannedQuarter: isQuarterLabel(planned) ? planned : null,
      },
    });
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={2}>
          <Text fz="sm" c="dimmed">
            {M.itemType} · {goal.id}
          </Text>
          <Text fw={600}>{goal.title}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" role="group" aria-label={M.status}>
          {statusDialogChoices(current).map((s) => (
            <Button
              key={s}
              variant={s === status ? "filled" : "default"}
              aria-pressed={s === status}
              onClick={() => change({ status: s })}
            >
              {ACTIVITY_STATUS_LABELS[s]}
            </Button>
          ))}
        </SimpleGrid>
        {status === "planned" ? (
          <NativeSelect
            label={M.quarter}
            required
            data={[
              { value: "", label: M.chooseQuarter },
              ...options.map((q) => ({ value: q, label: q })),
            ]}
            value={quarter}
            onChange={(e) => change({ plannedQuarter: e.currentTarget.value })}
            error={form.errors.plannedQuarter}
          />
        ) : null}
        <FormActions saveLabel={M.save} onCancel={onClose} />
      </Stack>
    </form>
  );
}
