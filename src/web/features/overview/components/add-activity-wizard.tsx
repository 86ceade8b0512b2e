import { Anchor, Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowLeft } from "@tabler/icons-react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import type { ProcedureDefinition } from "@/shared/curriculum/procedures";
import { hasExaminationMatrix } from "@/shared/curriculum/specialties";
import type { ActivityStatus } from "@/shared/rules/activity-status";
import type { MatrixState } from "@/shared/rules/matrix";
import { wizardProcedureAction } from "@/shared/rules/procedure-edit";
import type { QuarterLabel } from "@/shared/rules/quarters";
import type { TimelineEventType } from "@/shared/rules/timeline-layout";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import { useCreateRecordItem } from "@/web/entities/record/api/record-items";
import {
  type ActivityDefinition,
  ActivityForm,
  type ActivityListKey,
  activityItems,
  COURSE_DEFINITION,
  MEETING_DEFINITION,
  ROTATION_DEFINITION,
  SIT_IN_DEFINITION,
} from "@/web/features/activities";
import { GoalPicker, useUpdateGoal } from "@/web/features/goals";
import { ProcedurePicker, useUpdateProcedure } from "@/web/features/procedures";
import { useLazyDialog } from "@/web/hooks/use-lazy-dialog";
import { OVERVIEW_MESSAGES as M } from "@/web/lib/messages/overview";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";
import { EVENT_TYPE_LABELS } from "../event-styles";
import { type WizardActivityType, wizardDefaults } from "../wizard-defaults";

const WIZARD_TYPES: readonly TimelineEventType[] = [
  "goal",
  "procedure",
  "course",
  "rotation",
  "sit-in",
  "meeting",
];

export interface WizardTarget {
  quarter: QuarterLabel;
  /** Opens at step 2 for this type (the planner's 'Planera' on unplanned goals). */
  type?: TimelineEventType | undefined;
}

export interface AddActivityWizardProps {
  /** Where to add; the wizard is closed while this is undefined. */
  target: WizardTarget | undefined;
  record: TDoctorRecord;
  /** The goals of the doctor's model; empty while no model is chosen. */
  goals: readonly TGoalCatalogueEntry[];
  catalogue: readonly ProcedureDefinition[];
  matrix: MatrixState;
  onClose: () => void;
  /** A picked goal or examination already under way is edited, not planned (spec section 4). */
  onEditGoal: (goalId: string) => void;
  onEditProcedure: (procedureId: string) => void;
}

/** 'Lägg till aktivitet i {quarter}': step 1 the type, step 2 pick or fill in the item. */
export function AddActivityWizard(props: AddActivityWizardProps) {
  const { target } = props;
  const dialog = useLazyDialog(target !== undefined);
  const [type, setType] = useState<TimelineEventType>();
  // Each opening starts at the step its target names.
  useEffect(() => setType(target?.type), [target]);
  const phone = useMediaQuery("(max-width: 36em)");
  const quarter = target?.quarter;
  if (!dialog.mounted) return null;
  const close = () => {
    setType(undefined);
    props.onClose();
  };
  return (
    <Modal
      opened={dialog.opened}
      onClose={close}
      size={type === "procedure" ? "90rem" : "lg"}
      fullScreen={phone}
      title={
        <Stack gap={0}>
          <Text fw={700} component="span">
            {M.wizard.title(quarter ?? "")}
          </Text>
          <Text fz="sm" c="dimmed" component="span" data-testid="wizard-step">
            {M.wizard.step(type ? 2 : 1)}
          </Text>
        </Stack>
      }
    >
      {dialog.opened && quarter ? (
        type ? (
          <Stack gap="md">
            <Anchor
              component="button"
              type="button"
              fz="sm"
              onClick={() => setType(undefined)}
              style={{ alignSelf: "flex-start" }}
            >
              <Group gap={4} component="span">
                <IconArrowLeft size={14} aria-hidden />
                {M.wizard.back}
              </Group>
            </Anchor>
            <Text fw={600}>{EVENT_TYPE_LABELS[type]}</Text>
            <StepTwo {...props} quarter={quarter} type={type} onDone={close} />
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>{M.wizard.chooseType}</Text>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
              {WIZARD_TYPES.filter(
                // A specialty without an examination matrix plans none (decision 238).
                (t) =>
                  t !== "procedure" || hasExaminationMatrix(props.record.formalities.specialty),
              ).map((t) => (
                <Button key={t} variant="default" size="md" onClick={() => setType(t)}>
                  {EVENT_TYPE_LABELS[t]}
                </Button>
              ))}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {SHELL_MESSAGES.cancel}
              </Button>
            </Group>
          </Stack>
        )
      ) : null}
    </Modal>
  );
}

interface StepTwoProps extends AddActivityWizardProps {
  quarter: QuarterLabel;
  type: TimelineEventType;
  onDone: () => void;
}

function StepTwo(props: StepTwoProps) {
  const { type, quarter, record, onDone } = props;
  switch (type) {
    case "goal":
      return <PickGoal {...props} />;
    case "procedure":
      return <PickProcedure {...props} />;
    case "course":
      return <NewItem definition={COURSE_DEFINITION} {...{ record, quarter, onDone }} />;
    case "rotation":
      return <NewItem definition={ROTATION_DEFINITION} {...{ record, quarter, onDone }} />;
    case "sit-in":
      return <NewItem definition={SIT_IN_DEFINITION} {...{ record, quarter, onDone }} />;
    case "meeting":
      return <NewItem definition={MEETING_DEFINITION} {...{ record, quarter, onDone }} />;
  }
}

function PickGoal({ record, goals, quarter, onDone, onEditGoal }: StepTwoProps) {
  const update = useUpdateGoal(record.doctor.id);
  const statuses = useMemo(
    () => new Map(record.goals.map((g) => [g.goalId, g.status])),
    [record.goals],
  );
  const statusOf = (goalId: string): ActivityStatus => statuses.get(goalId) ?? "not_started";
  return (
    <PickStep onCancel={onDone}>
      <GoalPicker
        goals={goals}
        statusOf={statusOf}
        onPick={(goal) => {
          if (statusOf(goal.id) !== "not_started") {
            onEditGoal(goal.id);
            return;
          }
          update.mutate({ goalId: goal.id, body: { status: "planned", plannedQuarter: quarter } });
          onDone();
        }}
      />
    </PickStep>
  );
}

function PickProcedure({
  record,
  catalogue,
  matrix,
  quarter,
  onDone,
  onEditProcedure,
}: StepTwoProps) {
  const update = useUpdateProcedure(record.doctor.id, catalogue);
  return (
    <PickStep onCancel={onDone}>
      <ProcedurePicker
        doctorId={record.doctor.id}
        catalogue={catalogue}
        state={matrix}
        onPick={(procedureId) => {
          if (wizardProcedureAction(matrix.statuses[procedureId]) === "edit") {
            onEditProcedure(procedureId);
            return;
          }
          update.mutate({
            procedureId,
            edit: { status: "planned", plannedQuarter: quarter, achievedLevel: null },
          });
          onDone();
        }}
      />
    </PickStep>
  );
}

/** Step 2 of a goal or an examination: what a pick does, the picker, and 'Avbryt'. */
function PickStep({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {M.wizard.pickHint}
      </Text>
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {SHELL_MESSAGES.cancel}
        </Button>
      </Group>
    </Stack>
  );
}

function NewItem<K extends ActivityListKey, Req>({
  definition,
  record,
  quarter,
  onDone,
}: {
  definition: ActivityDefinition<K, Req>;
  record: TDoctorRecord;
  quarter: QuarterLabel;
  onDone: () => void;
}) {
  const itemDefinition = useMemo(() => activityItems(definition), [definition]);
  const create = useCreateRecordItem(record.doctor.id, itemDefinition);
  return (
    <ActivityForm
      definition={definition}
      item={undefined}
      goalModel={record.formalities.stModel}
      initialValues={wizardDefaults(definition.type as WizardActivityType, quarter, record.today)}
      busy={create.isPending}
      // The wizard stays open until the server agrees, so nothing typed is lost on failure.
      onSubmit={(request, key) => create.mutate({ request, key }, { onSuccess: onDone })}
      onClose={onDone}
    />
  );
}
