import { Button, Group, Radio, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  ACTIVITY_STATUS_LABELS,
  type ActivityStatus,
  statusDialogChoices,
} from "@/shared/rules/activity-status";
import {
  automaticAchievedLevel,
  isLevelChoiceNeeded,
  levelsOffered,
} from "@/shared/rules/procedure-edit";
import type { TUpdateProcedureProgressRequest } from "@/shared/schemas/progress";
import { FormActions } from "@/web/components/form-actions";
import { FormModal } from "@/web/components/form-modal";
import { PROCEDURES_UI_MESSAGES as M } from "@/web/lib/messages/procedures";
import {
  checkedProcedureEdit,
  type ProcedureDialogTarget,
  type ProcedureEditValues,
  quarterChoices,
} from "./procedure-edit-values";
import { ProcedureFacts } from "./procedure-facts";

interface ProcedureDialogProps {
  target: ProcedureDialogTarget | undefined;
  /** The quarters of the ST period, offered when the status is planned. */
  quarters: readonly string[];
  onSave: (procedureId: string, edit: TUpdateProcedureProgressRequest) => void;
  onClose: () => void;
}

/** The per-examination dialog: status, planned quarter, achieved level; 'Avbryt' / 'Spara'. */
export function ProcedureDialog({ target, quarters, onSave, onClose }: ProcedureDialogProps) {
  return (
    <FormModal opened={!!target} onClose={onClose} title={target?.procedure.name} size="lg">
      {target ? (
        <ProcedureEditForm target={target} quarters={quarters} onSave={onSave} onClose={onClose} />
      ) : null}
    </FormModal>
  );
}

function ProcedureEditForm({
  target,
  quarters,
  onSave,
  onClose,
}: Omit<ProcedureDialogProps, "target"> & { target: ProcedureDialogTarget }) {
  const { procedure } = target;
  const form = useForm<ProcedureEditValues>({
    mode: "controlled",
    initialValues: {
      status: target.status,
      plannedQuarter: target.plannedQuarter,
      achievedLevel: target.achievedLevel,
    },
    // Any change clears the error (below), not only the changed field's.
    clearInputErrorOnChange: false,
    validate: (values) => {
      const result = checkedProcedureEdit(procedure, values);
      return result.ok ? {} : { [result.field]: result.message };
    },
  });
  const { status, plannedQuarter: quarter, achievedLevel: level } = form.values;
  const change = (patch: Partial<ProcedureEditValues>) => {
    form.setValues(patch);
    form.clearErrors();
  };

  const levelChoice = isLevelChoiceNeeded(procedure.level, status);
  const automatic = status === "completed" ? automaticAchievedLevel(procedure.level) : null;

  const submit = form.onSubmit((values) => {
    const result = checkedProcedureEdit(procedure, values);
    if (result.ok) onSave(procedure.id, result.value);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ProcedureFacts target={target} />

        <StatusChoice
          choices={statusDialogChoices(target.status)}
          status={status}
          onChange={(choice) => change({ status: choice })}
        />

        {status === "planned" ? (
          <Select
            label={M.quarter}
            placeholder={M.quarterPlaceholder}
            data={quarterChoices(quarters, quarter)}
            value={quarter}
            onChange={(value) => change({ plannedQuarter: value })}
            required
            error={form.errors.plannedQuarter}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}

        {levelChoice ? (
          <Radio.Group
            label={M.achievedLevel}
            value={level}
            onChange={(value) =>
              change({
                achievedLevel: levelsOffered(procedure.level).find((l) => l === value) ?? null,
              })
            }
            required
            error={form.errors.achievedLevel}
          >
            <Group gap="lg" mt={6}>
              {levelsOffered(procedure.level).map((l) => (
                <Radio key={l} value={l} label={M.levelOption(l)} />
              ))}
            </Group>
          </Radio.Group>
        ) : automatic ? (
          <Text fz="sm">{M.automaticLevel(automatic)}</Text>
        ) : null}

        <FormActions saveLabel={M.save} onCancel={onClose} mt="sm" />
      </Stack>
    </form>
  );
}

interface StatusChoiceProps {
  choices: readonly ActivityStatus[];
  status: ActivityStatus;
  onChange: (status: ActivityStatus) => void;
}

/** The statuses the dialog offers, as buttons; the chosen one pressed (and focused on opening). */
function StatusChoice({ choices, status, onChange }: StatusChoiceProps) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <Text component="legend" fz="sm" fw={600} mb={6}>
        {M.statusGroup}
      </Text>
      <Group gap="xs">
        {choices.map((choice) => (
          <Button
            key={choice}
            type="button"
            size="sm"
            variant={choice === status ? "filled" : "default"}
            aria-pressed={choice === status}
            data-autofocus={choice === status ? true : undefined}
            onClick={() => onChange(choice)}
          >
            {ACTIVITY_STATUS_LABELS[choice]}
          </Button>
        ))}
      </Group>
    </fieldset>
  );
}
