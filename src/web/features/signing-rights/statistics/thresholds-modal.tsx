import { Button, Group, Modal, NumberInput, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { SIGNING_RIGHTS_MESSAGES as M } from "@/shared/messages/signing-rights";
import {
  DEFAULT_THRESHOLDS,
  type ReadinessThresholds,
  readThresholdsForm,
  THRESHOLD_INPUTS,
  type ThresholdKey,
} from "@/shared/rules/signing-rights";
import { FormActions } from "@/web/components/form-actions";
import { useLazyDialog } from "@/web/hooks/use-lazy-dialog";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";
import { formatDecimal } from "./format";

const KEYS = Object.keys(THRESHOLD_INPUTS) as ThresholdKey[];

type Draft = Record<ThresholdKey, number | string>;

interface ThresholdsModalProps {
  opened: boolean;
  onClose: () => void;
  thresholds: ReadinessThresholds;
  onSave: (thresholds: ReadinessThresholds) => void;
}

/** 'Justera kvalitetsindikatorer': the four thresholds, each in its range and step. */
export function ThresholdsModal({ opened, onClose, thresholds, onSave }: ThresholdsModalProps) {
  const dialog = useLazyDialog(opened);
  if (!dialog.mounted) return null;
  return (
    <Modal opened={dialog.opened} onClose={onClose} title={W.adjustThresholds} centered>
      {dialog.opened ? (
        <ThresholdsForm thresholds={thresholds} onSave={onSave} onCancel={onClose} />
      ) : null}
    </Modal>
  );
}

function ThresholdsForm({
  thresholds,
  onSave,
  onCancel,
}: {
  thresholds: ReadinessThresholds;
  onSave: (thresholds: ReadinessThresholds) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>({ ...thresholds });
  const [errors, setErrors] = useState<Partial<Record<ThresholdKey, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Empty takes the default; a figure out of range is refused with its range, never moved to
    // the nearest bound (decision 180).
    const result = readThresholdsForm(draft);
    if (result.ok) onSave(result.thresholds);
    else setErrors(result.errors);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {KEYS.map((key) => {
          const spec = THRESHOLD_INPUTS[key];
          const decimals = spec.step < 1 ? 1 : 0;
          return (
            <NumberInput
              key={key}
              label={M.thresholdLabels[key]}
              description={W.thresholdRange(
                formatDecimal(spec.min),
                formatDecimal(spec.max),
                formatDecimal(spec.default),
              )}
              min={spec.min}
              max={spec.max}
              step={spec.step}
              decimalScale={decimals}
              fixedDecimalScale={decimals > 0}
              allowDecimal={decimals > 0}
              allowNegative={false}
              // A Swedish decimal comma; a typed point becomes one.
              decimalSeparator=","
              // The field keeps what was typed; the save says what is out of range.
              clampBehavior="none"
              error={errors[key]}
              value={draft[key]}
              onChange={(value) => {
                setDraft((current) => ({ ...current, [key]: value }));
                setErrors(({ [key]: _fixed, ...others }) => others);
              }}
            />
          );
        })}
        <Group justify="space-between" wrap="wrap" mt="sm">
          <Button
            variant="subtle"
            onClick={() => {
              setDraft({ ...DEFAULT_THRESHOLDS });
              setErrors({});
            }}
          >
            {W.resetDefaults}
          </Button>
          <FormActions saveLabel={W.saveThresholds} onCancel={onCancel} />
        </Group>
      </Stack>
    </form>
  );
}
