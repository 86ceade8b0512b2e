import { Button, Group, Modal, Radio, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
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
import type { TUpdateProcedureProgressRequest } from "@/shared/schemas/progress";
import { FormActions } from "@/web/components/form-actions";
import { VerificationNote } from "@/web/components/verification-note";
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
    <Modal opened={!!target} onClose={onClose} title={target?.procedure.name} centered size="lg">
      {/* Mounted per opening so the choices start from the examination's saved state. */}
      {target ? (
        <ProcedureEditForm target={target} quarters={quarters} onSave={onSave} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function ProcedureEditForm({
  target,
  quarters,
  onSave,
  onClose,
}: Omit<ProcedureDialogProps, "target"> & { target: ProcedureDialogTarget }) {
  const { procedure } = target;
  const [status, setStatus] = useState<ActivityStatus>(target.status);
  const [quarter, setQuarter] = useState<string | null>(target.plannedQuarter);
  const [level, setLevel] = useState<AchievedLevel | null>(target.achievedLevel);
  const [errors, setErrors] = useState<{ plannedQuarter?: string; achievedLevel?: string }>({});

  const levelChoice = isLevelChoiceNeeded(procedure.level, status);
  const automatic = status === "completed" ? automaticAchievedLevel(procedure.level) : null;
  // A quarter saved earlier may lie outside the current ST period; keep it choosable.
  const quarterOptions = [...new Set([...quarters, ...(quarter ? [quarter] : [])])].map((q) => ({
    value: q,
    label: quarterText(q),
  }));

  function save() {
    const edit = {
      status,
      plannedQuarter: status === "planned" ? quarter : null,
      achievedLevel: levelChoice ? level : null,
    };
    const result = normalizeProcedureEdit(procedure, edit);
    if (!result.ok) {
      setErrors({ [result.field]: result.message });
      return;
    }
    const saved = result.value.plannedQuarter;
    onSave(procedure.id, {
      status: result.value.status,
      plannedQuarter: saved && isQuarterLabel(saved) ? saved : null,
      achievedLevel: result.value.achievedLevel,
    });
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      noValidate
    >
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
                onClick={() => {
                  setStatus(choice);
                  setErrors({});
                }}
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
            onChange={(value) => {
              setQuarter(value);
              setErrors({});
            }}
            required
            error={errors.plannedQuarter}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}

        {levelChoice ? (
          <Radio.Group
            label={M.achievedLevel}
            value={level}
            onChange={(value) => {
              setLevel(levelsOffered(procedure.level).find((l) => l === value) ?? null);
              setErrors({});
            }}
            required
            error={errors.achievedLevel}
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
