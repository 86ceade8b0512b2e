import { Alert, Button, Group, List, Modal, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { PLAN_TEMPLATE_MESSAGES } from "@/shared/messages/plan-template";
import type {
  TDoctorPlanTemplateResponse,
  TPlanTemplateApplication,
} from "@/shared/schemas/plan-template";
import { QueryState } from "@/web/components/query-state";
import { useLazyDialog } from "@/web/hooks/use-lazy-dialog";
import { formatDate } from "@/web/lib/dates";
import { newIdempotencyKey, sendOnce } from "@/web/lib/idempotency";
import { PLAN_TEMPLATE_UI_MESSAGES as M } from "@/web/lib/messages/plan-template";
import { useApplyTemplate, useDoctorTemplate } from "../api/doctor-template";
import { countsText } from "../template-summary";
import { SkippedNote, type TemplateNames, TemplatePreview } from "./template-preview";

interface PlanTemplateModalProps {
  doctorId: string;
  names: TemplateNames;
  opened: boolean;
  onClose: () => void;
  onApplied: (message: string, application: TPlanTemplateApplication) => void;
  onUndo: (application: TPlanTemplateApplication) => void;
}

export function PlanTemplateModal({ opened, onClose, ...rest }: PlanTemplateModalProps) {
  const dialog = useLazyDialog(opened);
  if (!dialog.mounted) return null;
  return (
    <Modal opened={dialog.opened} onClose={onClose} title={M.start.title} size="lg">
      {/* Read anew at every opening: the plan may have changed since. */}
      {opened ? <ModalContent onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

function ModalContent({
  doctorId,
  names,
  onApplied,
  onUndo,
}: Omit<PlanTemplateModalProps, "opened">) {
  const query = useDoctorTemplate(doctorId);
  return (
    <QueryState query={query} loadingLabel={M.start.loading}>
      {(data) => (
        <Stack gap="md">
          <Text fw={500}>{M.start.clinic(data.clinicName)}</Text>
          {data.isDefault ? <Text fz="sm">{M.defaultNote}</Text> : null}
          <Proposal doctorId={doctorId} data={data} names={names} onApplied={onApplied} />
          <Applications applications={data.applications} onUndo={onUndo} />
        </Stack>
      )}
    </QueryState>
  );
}

interface ProposalProps {
  doctorId: string;
  data: TDoctorPlanTemplateResponse;
  names: TemplateNames;
  onApplied: PlanTemplateModalProps["onApplied"];
}

/** What would be added and 'Lägg in i planen'; or why nothing can be. */
function Proposal({ doctorId, data, names, onApplied }: ProposalProps) {
  const apply = useApplyTemplate(doctorId);
  // One key per opened dialog: a retried request adds the plan once (decision 158).
  const [key] = useState(newIdempotencyKey);
  if (data.modelRequired) {
    return (
      <Alert color="blue" variant="light">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{PLAN_TEMPLATE_MESSAGES.modelRequired}</Text>
          <Button component={Link} to="/formalities" size="xs" variant="default">
            {M.start.toFormalities}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { preview } = data;
  const total =
    preview.rotations.length +
    preview.courses.length +
    preview.goals.length +
    preview.examinations.length;
  if (total === 0) {
    return (
      <Stack gap="xs">
        <Text fz="sm" role="status">
          {M.start.nothingToAdd}
        </Text>
        <SkippedNote skipped={preview.skipped} />
      </Stack>
    );
  }
  const send = sendOnce(apply.mutate);
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {M.start.added}
      </Title>
      <TemplatePreview preview={preview} names={names} />
      <SkippedNote skipped={preview.skipped} />
      {data.canApply ? (
        <Group justify="flex-end">
          <Button
            loading={apply.isPending}
            onClick={() =>
              send(
                { key },
                {
                  onSuccess: (answer) => onApplied(answer.message, answer.application),
                  onSettled: () => void apply.refreshPreview(),
                },
              )
            }
          >
            {M.start.apply}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function Applications({
  applications,
  onUndo,
}: {
  applications: readonly TPlanTemplateApplication[];
  onUndo: (application: TPlanTemplateApplication) => void;
}) {
  if (applications.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {M.start.earlier}
      </Title>
      <List listStyleType="none" spacing="xs" fz="sm" data-testid="plan-template-applications">
        {applications.map((a) => (
          <List.Item key={a.id}>
            <Group gap="sm" justify="space-between" wrap="wrap">
              <Text fz="sm" style={{ flex: "1 1 16rem" }}>
                {M.start.appliedLine(formatDate(a.appliedAt), a.appliedByName, countsText(a.added))}
              </Text>
              {a.undoneAt ? (
                <Text fz="sm" fw={500}>
                  {M.start.undone(formatDate(a.undoneAt))}
                </Text>
              ) : (
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={M.start.undoNamed(formatDate(a.appliedAt), a.appliedByName)}
                  onClick={() => onUndo(a)}
                >
                  {M.start.undo}
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
