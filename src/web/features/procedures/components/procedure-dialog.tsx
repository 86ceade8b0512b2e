import { Box, Button, Group, Radio, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type AchievedLevel,
  PROCEDURE_COLUMN_LABELS,
  PROCEDURE_LEVEL_LABELS,
  type ProcedureDefinition,
} from "@/shared/curriculum/procedures";
import {
  ACTIVITY_STATUS_LABELS,
  type ActivityStatus,
  statusDialogChoices,
} from "@/shared/rules/activity-status";
import type { VerificationState } from "@/shared/rules/curriculum-verification";
import {
  automaticAchievedLevel,
  isLevelChoiceNeeded,
  levelsOffered,
  normalizeProcedureEdit,
} from "@/shared/rules/procedure-edit";
import { isQuarterLabel, quarterText } from "@/shared/rules/quarters";
import type { TSigningRightsDecision } from "@/shared/schemas/doctor-record";
import type { TUpdateProcedureProgressRequest } from "@/shared/schemas/progress";
import { FormActions } from "@/web/components/form-actions";
import { FormModal } from "@/web/components/form-modal";
import { VerificationNote } from "@/web/components/verification-note";
import { SigningRightsMark } from "@/web/entities/matrix/components/signing-rights-mark";
import { PROCEDURES_UI_MESSAGES as M } from "@/web/lib/messages/procedures";

export interface ProcedureDialogTarget {
  procedure: ProcedureDefinition;
  status: ActivityStatus;
  plannedQuarter: string | null;
  achievedLevel: AchievedLevel | null;
  /** How many catalogue entries share the examination's sync id (itself included). */
  syncCount: number;
  /** Whether the clinic has checked the entry against the official source. */
  verificationState: VerificationState;
  /** The signing-rights decision on the examination, when one is made (decision 136). */
  signingRights: TSigningRightsDecision | undefined;
}

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

interface ProcedureEditValues {
  status: ActivityStatus;
  plannedQuarter: string | null;
  achievedLevel: AchievedLevel | null;
}

function ProcedureEditForm({
  target,
  quarters,
  onSave,
  onClose,
}: Omit<ProcedureDialogProps, "target"> & { target: ProcedureDialogTarget }) {
  const { procedure } = target;
  // The level rules depend on the entry's level class, so the shared rule checks the edit as saved.
  const editOf = (values: ProcedureEditValues) => ({
    status: values.status,
    plannedQuarter: values.status === "planned" ? values.plannedQuarter : null,
    achievedLevel: isLevelChoiceNeeded(procedure.level, values.status)
      ? values.achievedLevel
      : null,
  });
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
      const result = normalizeProcedureEdit(procedure, editOf(values));
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
  // A quarter saved earlier may lie outside the current ST period; keep it choosable.
  const quarterOptions = [...new Set([...quarters, ...(quarter ? [quarter] : [])])].map((q) => ({
    value: q,
    label: quarterText(q),
  }));

  const submit = form.onSubmit((values) => {
    const result = normalizeProcedureEdit(procedure, editOf(values));
    if (!result.ok) return;
    const saved = result.value.plannedQuarter;
    onSave(procedure.id, {
      status: result.value.status,
      plannedQuarter: saved && isQuarterLabel(saved) ? saved : null,
      achievedLevel: result.value.achievedLevel,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text fz="sm" c="gray.7">
            {M.dialogType}
          </Text>
          <Text fz="sm">
            {M.dialogPlace(
              PROCEDURE_LEVEL_LABELS[procedure.level],
              PROCEDURE_COLUMN_LABELS[procedure.column],
            )}
          </Text>
          {target.syncCount > 1 ? (
            <Text fz="sm" c="gray.7">
              {M.syncNote(target.syncCount)}
            </Text>
          ) : null}
          <VerificationNote state={target.verificationState} kind="procedure" />
          {target.signingRights ? (
            <Box mt={6}>
              <SigningRightsMark decision={target.signingRights} size="sm" />
            </Box>
          ) : null}
        </div>

        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <Text component="legend" fz="sm" fw={600} mb={6}>
            {M.statusGroup}
          </Text>
          <Group gap="xs">
            {statusDialogChoices(target.status).map((choice) => (
              <Button
                key={choice}
                type="button"
                size="sm"
                variant={choice === status ? "filled" : "default"}
                aria-pressed={choice === status}
                data-autofocus={choice === status ? true : undefined}
                onClick={() => change({ status: choice })}
              >
                {ACTIVITY_STATUS_LABELS[choice]}
              </Button>
            ))}
          </Group>
        </fieldset>

        {status === "planned" ? (
          <Select
            label={M.quarter}
            placeholder={M.quarterPlaceholder}
            data={quarterOptions}
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
