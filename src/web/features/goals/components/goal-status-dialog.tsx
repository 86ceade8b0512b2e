import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
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
    <Modal opened={props.goal !== null} onClose={props.onClose} title={M.dialogTitle} centered>
      {props.goal ? <GoalStatusForm {...props} goal={props.goal} /> : null}
    </Modal>
  );
}

function GoalStatusForm({
  doctorId,
  goal,
  progress,
  formalities,
  onClose,
}: GoalStatusDialogProps & { goal: GoalDefinition }) {
  const current: ActivityStatus = progress?.status ?? "not_started";
  const [status, setStatus] = useState<ActivityStatus>(current);
  const [quarter, setQuarter] = useState<string>(progress?.plannedQuarter ?? "");
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateGoal(doctorId);

  const quarters = stPeriodQuarters(formalities.stStartDate, formalities.stEndDate);
  const options =
    isQuarterLabel(quarter) && !quarters.includes(quarter) ? [quarter, ...quarters] : quarters;

  function save() {
    const result = normalizeGoalEdit({ status, plannedQuarter: quarter || null });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const planned = result.value.plannedQuarter;
    update.mutate({
      goalId: goal.id,
      body: {
        status: result.value.status,
        plannedQuarter: isQuarterLabel(planned) ? planned : null,
      },
    });
    onClose();
  }

  return (
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
            onClick={() => {
              setStatus(s);
              setError(null);
            }}
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
          onChange={(e) => {
            setQuarter(e.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {M.cancel}
        </Button>
        <Button onClick={save}>{M.save}</Button>
      </Group>
    </Stack>
  );
}
