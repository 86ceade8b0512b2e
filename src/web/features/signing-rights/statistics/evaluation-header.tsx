import { Button, Group, SimpleGrid, Text } from "@mantine/core";
import { IconCircleCheck, IconCircleX, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { evaluationStatusDisplay } from "@/shared/rules/signing-rights";
import type { TEvaluationDetail } from "@/shared/schemas/signing-rights";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { SectionCard } from "@/web/components/section-card";
import { formatDate } from "@/web/lib/dates";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";
import { useDeleteEvaluation, useSetEvaluationStatus } from "../api/evaluation-actions";
import { ToneBadge } from "./tone-badge";

type Action = "close" | "cancel" | "delete";

const CONFIRM: Record<Action, { label: string; text: (count: number) => string }> = {
  close: { label: W.closeConfirm, text: () => W.confirmClose },
  cancel: { label: W.cancelConfirm, text: () => W.confirmCancel },
  delete: { label: W.deleteConfirm, text: W.confirmDelete },
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

interface EvaluationHeaderProps {
  detail: Pick<TEvaluationDetail, "evaluation" | "permissions">;
  examination: string;
  /** After a deletion the tab lets go of the evaluation. */
  onDeleted: () => void;
}

/** Whose evaluation of what, over which period and in which state, with what the user may do. */
export function EvaluationHeader({ detail, examination, onDeleted }: EvaluationHeaderProps) {
  const { evaluation, permissions } = detail;
  const setStatus = useSetEvaluationStatus();
  const remove = useDeleteEvaluation();
  const [asking, setAsking] = useState<Action | null>(null);
  const [lastAsked, setLastAsked] = useState<Action>("close");
  const status = evaluationStatusDisplay(evaluation.status);
  const name = evaluation.stDoctor.displayName;
  const canChange = permissions.canClose && evaluation.status === "active";
  const ask = (action: Action) => {
    setLastAsked(action);
    setAsking(action);
  };
  const confirm = () => {
    const done = { onSettled: () => setAsking(null) };
    if (lastAsked === "delete") {
      remove.mutate(evaluation.id, { ...done, onSuccess: onDeleted });
    } else {
      setStatus.mutate(
        { id: evaluation.id, status: lastAsked === "close" ? "completed" : "cancelled" },
        done,
      );
    }
  };
  const actions =
    canChange || permissions.canDelete ? (
      <Group gap="sm" wrap="wrap">
        {canChange ? (
          <>
            <Button
              leftSection={<IconCircleCheck size={16} aria-hidden />}
              onClick={() => ask("close")}
            >
              {W.closeEvaluation}
            </Button>
            <Button
              variant="default"
              leftSection={<IconCircleX size={16} aria-hidden />}
              onClick={() => ask("cancel")}
            >
              {W.cancelEvaluation}
            </Button>
          </>
        ) : null}
        {permissions.canDelete ? (
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => ask("delete")}
          >
            {W.deleteEvaluation}
          </Button>
        ) : null}
      </Group>
    ) : null;
  return (
    <SectionCard id="sr-evaluation" title={W.evaluationTitle(name, examination)} actions={actions}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Fact label={W.doctorLabel}>{name}</Fact>
        <Fact label={W.examinationLabel}>{examination}</Fact>
        <Fact label={W.periodLabel}>
          {W.period(
            formatDate(evaluation.evaluationPeriodStart),
            formatDate(evaluation.evaluationPeriodEnd),
          )}
        </Fact>
        <Fact label={W.statusLabel}>
          <ToneBadge tone={status.color}>{status.label}</ToneBadge>
        </Fact>
      </SimpleGrid>
      {evaluation.status === "completed" && !evaluation.finalDecision && !permissions.canDecide ? (
        <Text fz="sm">{W.awaitingDecision}</Text>
      ) : null}
      <ConfirmDialog
        opened={asking !== null}
        title={W.confirmTitle}
        confirmLabel={CONFIRM[lastAsked].label}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
        busy={setStatus.isPending || remove.isPending}
        danger={lastAsked !== "close"}
      >
        {CONFIRM[lastAsked].text(evaluation.assessmentCount)}
      </ConfirmDialog>
    </SectionCard>
  );
}
