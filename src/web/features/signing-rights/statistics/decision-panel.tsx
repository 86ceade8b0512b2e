import { Group, Paper, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { SIGNING_RIGHTS_MESSAGES as M } from "@/shared/messages/signing-rights";
import { FINAL_DECISIONS, type FinalDecision } from "@/shared/rules/signing-rights";
import { LONG_TEXT_MAX } from "@/shared/schemas/primitives";
import {
  type TEvaluationDetail,
  type TSigningRightsEvaluation,
  ZFinalDecisionRequestSchema,
} from "@/shared/schemas/signing-rights";
import { FormActions } from "@/web/components/form-actions";
import { SectionCard } from "@/web/components/section-card";
import { useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { formatDate } from "@/web/lib/dates";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";
import { useDecideEvaluation } from "../api/evaluation-actions";

type Summary = TEvaluationDetail["readiness"]["decisionSummary"];

function SummaryItems({ summary }: { summary: Summary }) {
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
      {summary.items.map((item) => (
        <Group component="li" key={item.key} gap="xs" wrap="nowrap">
          {item.positive ? (
            <IconCircleCheck size={18} color="var(--mantine-color-teal-9)" aria-hidden />
          ) : (
            <IconCircleX size={18} color="var(--mantine-color-red-9)" aria-hidden />
          )}
          <Text fz="sm">
            {item.label} – {item.positive ? W.positive : W.negative}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

const isDecision = (value: string): value is FinalDecision =>
  (FINAL_DECISIONS as readonly string[]).includes(value);

/** The final decision on a completed evaluation: the indicators, the choice and notes. */
export function DecisionPanel({
  evaluationId,
  summary,
}: {
  evaluationId: string;
  summary: Summary;
}) {
  const decide = useDecideEvaluation();
  const [decision, setDecision] = useState<FinalDecision | null>(null);
  const [notes, setNotes] = useState("");
  // Leaving with written notes asks first (the decision itself is one click to redo).
  useUnsavedChanges(notes.trim() !== "" || decide.isPending);
  const [errors, setErrors] = useState<{ decision?: string; notes?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZFinalDecisionRequestSchema.safeParse({
      decision: decision ?? undefined,
      notes,
    });
    if (!parsed.success) {
      const found: { decision?: string; notes?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "decision" || field === "notes") found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    decide.mutate({ id: evaluationId, decision: parsed.data.decision, notes });
  };
  return (
    <SectionCard id="sr-decision" title={W.decisionTitle}>
      <Stack gap={6}>
        <Text fw={600} fz="sm">
          {W.decisionSummaryTitle}
        </Text>
        <SummaryItems summary={summary} />
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Radio.Group
            label={W.decisionChoice}
            withAsterisk
            value={decision ?? ""}
            onChange={(value) => setDecision(isDecision(value) ? value : null)}
            error={errors.decision}
          >
            <Group mt="xs" gap="lg">
              {FINAL_DECISIONS.map((choice) => (
                <Radio key={choice} value={choice} label={M.decisionChoices[choice]} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label={W.decisionNotes}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={LONG_TEXT_MAX}
            error={errors.notes}
          />
          <FormActions saveLabel={W.saveDecision} busy={decide.isPending} />
        </Stack>
      </form>
    </SectionCard>
  );
}

/** 'Signeringsrätt godkänd' or 'Signeringsrätt nekad', with the date and notes. */
export function DecisionDisplay({ evaluation }: { evaluation: TSigningRightsEvaluation }) {
  if (!evaluation.finalDecision) return null;
  const approved = evaluation.finalDecision === "approved";
  // Teal rather than green: its darkest shade is readable on its lightest (tone-badge.tsx).
  const tone = approved ? "teal" : "red";
  return (
    <Paper
      component="section"
      aria-labelledby="sr-decision-shown"
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      bg={`${tone}.0`}
      style={{ borderLeft: `4px solid var(--mantine-color-${tone}-9)` }}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          {approved ? (
            <IconCircleCheck color="var(--mantine-color-teal-9)" aria-hidden />
          ) : (
            <IconCircleX color="var(--mantine-color-red-9)" aria-hidden />
          )}
          <Title order={2} fz="lg" c={`${tone}.9`} id="sr-decision-shown">
            {M.decisionShown[evaluation.finalDecision]}
          </Title>
        </Group>
        {evaluation.finalDecisionDate ? (
          <Text fz="sm">{W.decisionDate(formatDate(evaluation.finalDecisionDate))}</Text>
        ) : null}
        {evaluation.finalDecisionNotes ? (
          <Text fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {evaluation.finalDecisionNotes}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
