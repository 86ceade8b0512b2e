import {
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { useState } from "react";
import { evaluationStatusDisplay } from "@/shared/rules/signing-rights";
import type { TSigningRightsEvaluation } from "@/shared/schemas/signing-rights";
import { useLazyDialog } from "@/web/hooks/use-lazy-dialog";
import { formatDate } from "@/web/lib/dates";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";
import { type PickerFilter, type PickerOption, pickerOptions } from "./picker-options";
import { ToneBadge } from "./tone-badge";

interface EvaluationPickerProps {
  opened: boolean;
  onClose: () => void;
  evaluations: readonly TSigningRightsEvaluation[];
  nameOf: (procedureId: string) => string;
  selectedId: string | null;
  onPick: (id: string) => void;
}

const ALL = "";

function optionData(options: PickerOption[], allLabel: string) {
  return [
    { value: ALL, label: allLabel },
    ...options.map((o) => ({ value: o.id, label: `${o.name} (${W.evaluationCount(o.count)})` })),
  ];
}

/** 'Välj ST-läkare och undersökning': narrow by doctor and examination, then pick an evaluation. */
export function EvaluationPicker(props: EvaluationPickerProps) {
  const dialog = useLazyDialog(props.opened);
  if (!dialog.mounted) return null;
  return (
    <Modal opened={dialog.opened} onClose={props.onClose} title={W.pickerTitle} size="lg" centered>
      {dialog.opened ? <PickerBody {...props} /> : null}
    </Modal>
  );
}

function PickerBody({ evaluations, nameOf, selectedId, onPick }: EvaluationPickerProps) {
  const [filter, setFilter] = useState<PickerFilter>({ doctorId: null, procedureId: null });
  const { doctors, examinations, matches } = pickerOptions(evaluations, filter, nameOf);
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {W.pickerHiddenNote}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label={W.doctorFilter}
          data={optionData(doctors, W.allDoctors)}
          value={filter.doctorId ?? ALL}
          onChange={(e) => setFilter((f) => ({ ...f, doctorId: e.currentTarget.value || null }))}
        />
        <NativeSelect
          label={W.examinationFilter}
          data={optionData(examinations, W.allExaminations)}
          value={filter.procedureId ?? ALL}
          onChange={(e) => setFilter((f) => ({ ...f, procedureId: e.currentTarget.value || null }))}
        />
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="sr-picker-list">
        <Text fw={600} id="sr-picker-list">
          {W.evaluationsHeading}
        </Text>
        {matches.length === 0 ? (
          <Text c="dimmed">
            {evaluations.length === 0 ? W.noEvaluations : W.noEvaluationsMatch}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {matches.map((evaluation) => (
              <li key={evaluation.id}>
                <EvaluationChoice
                  evaluation={evaluation}
                  examination={nameOf(evaluation.procedureType)}
                  current={evaluation.id === selectedId}
                  onPick={() => onPick(evaluation.id)}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

interface EvaluationChoiceProps {
  evaluation: TSigningRightsEvaluation;
  examination: string;
  current: boolean;
  onPick: () => void;
}

function EvaluationChoice({ evaluation, examination, current, onPick }: EvaluationChoiceProps) {
  const status = evaluationStatusDisplay(evaluation.status);
  return (
    <UnstyledButton onClick={onPick} aria-current={current || undefined} w="100%">
      <Paper withBorder p="sm" radius="md" bg={current ? "blue.0" : undefined}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>{W.evaluationTitle(evaluation.stDoctor.displayName, examination)}</Text>
            <Text fz="sm" c="dimmed">
              {W.period(
                formatDate(evaluation.evaluationPeriodStart),
                formatDate(evaluation.evaluationPeriodEnd),
              )}
              {" · "}
              {W.assessmentCount(evaluation.assessmentCount)}
            </Text>
          </Stack>
          <ToneBadge tone={status.color}>{status.label}</ToneBadge>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
