import { Alert, Badge, Box, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { StModel } from "@/shared/curriculum/goal-models";
import {
  ASSESSMENT_FORMS,
  ASSESSMENT_KINDS,
  ASSESSOR_ROLE_LABELS,
  type AssessmentKind,
} from "@/shared/rules/structured-assessment-forms";
import type { TOfflineDraft } from "@/shared/schemas/offline-drafts";
import type { TStructuredAssessment } from "@/shared/schemas/structured-assessments";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { EmptyState } from "@/web/components/empty-state";
import { OfflineDraftsBlock } from "@/web/components/offline-drafts-block";
import { formatDate } from "@/web/lib/dates";
import { STRUCTURED_ASSESSMENT_UI_MESSAGES as M } from "@/web/lib/messages/structured-assessments";
import { useOfflineDrafts } from "@/web/lib/offline-drafts/use-drafts";
import { useSession } from "@/web/lib/session";
import {
  structuredAssessmentsQueryOptions,
  useStructuredAssessments,
} from "../api/list-assessments";
import { useDeleteStructuredAssessment } from "../api/write-assessments";
import { AssessmentDetailsModal } from "./assessment-details";
import { AssessmentFormModal } from "./assessment-form-modal";

type Dialog =
  | { kind: "none" }
  | {
      kind: "form";
      assessmentKind: AssessmentKind;
      assessment?: TStructuredAssessment;
      /** A draft kept on the device, opened to fix and save again with its key. */
      draft?: TOfflineDraft;
    }
  | { kind: "view"; assessment: TStructuredAssessment }
  | { kind: "delete"; assessment: TStructuredAssessment };

const nameOf = (a: TStructuredAssessment) => ASSESSMENT_FORMS[a.kind].name;

/** 'Strukturerade bedömningar' on 'Sit-ins/Bedömningar': the list and a form per kind. */
export function StructuredAssessmentsSection({
  doctorId,
  goalModel,
}: {
  doctorId: string;
  goalModel: StModel;
}) {
  const query = useStructuredAssessments(doctorId);
  const queryClient = useQueryClient();
  const remove = useDeleteStructuredAssessment(doctorId);
  const [dialog, setDialog] = useState<Dialog>({ kind: "none" });
  const close = () => setDialog({ kind: "none" });
  const canRecord = query.data?.canRecord ?? false;
  const assessments = query.data?.assessments ?? [];
  const offline = useOfflineDrafts(useSession().data?.user.id, {
    kinds: ["structured-assessment"],
    doctorId,
  });

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="structured-assessments-title"
      data-testid="structured-assessments"
    >
      <Stack gap="md">
        <Title id="structured-assessments-title" order={2} fz="lg">
          {M.title}
        </Title>
        <Text fz="sm">{M.intro}</Text>
        {canRecord ? (
          <Group gap="sm" wrap="wrap">
            {ASSESSMENT_KINDS.map((kind) => (
              <Button
                key={kind}
                variant="light"
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={() => setDialog({ kind: "form", assessmentKind: kind })}
              >
                {M.add(ASSESSMENT_FORMS[kind].name)}
              </Button>
            ))}
          </Group>
        ) : null}
        <OfflineDraftsBlock
          drafts={offline.drafts}
          sent={offline.sent}
          headingOrder={3}
          onOpen={(draft) => {
            const kind = draft.body.kind;
            if (ASSESSMENT_KINDS.some((k) => k === kind)) {
              setDialog({ kind: "form", assessmentKind: kind as AssessmentKind, draft });
            }
          }}
        />
        {query.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text fz="sm">{M.loading}</Text>
          </Group>
        ) : query.isError ? (
          <Alert color="red" role="alert">
            {M.loadFailed}
          </Alert>
        ) : assessments.length === 0 ? (
          <EmptyState
            headingOrder={3}
            title={M.emptyTitle}
            text={canRecord ? M.emptyText : M.emptyTextReadOnly}
          />
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label={M.title}>
            {assessments.map((a) => (
              <AssessmentRow
                key={a.id}
                assessment={a}
                onOpen={() => setDialog({ kind: "view", assessment: a })}
                onEdit={() => setDialog({ kind: "form", assessmentKind: a.kind, assessment: a })}
                onDelete={() => setDialog({ kind: "delete", assessment: a })}
              />
            ))}
          </Box>
        )}
      </Stack>

      <AssessmentFormModal
        doctorId={doctorId}
        goalModel={goalModel}
        target={
          dialog.kind === "form"
            ? { kind: dialog.assessmentKind, assessment: dialog.assessment, draft: dialog.draft }
            : null
        }
        onClose={close}
        reload={async (id) => {
          const fresh = await queryClient.fetchQuery({
            ...structuredAssessmentsQueryOptions(doctorId),
            staleTime: 0,
          });
          return fresh.assessments.find((a) => a.id === id);
        }}
      />
      <AssessmentDetailsModal
        assessment={dialog.kind === "view" ? dialog.assessment : null}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog.kind === "delete"}
        title={M.deleteTitle}
        confirmLabel={M.remove}
        danger
        busy={remove.isPending}
        onClose={close}
        onConfirm={() => {
          if (dialog.kind !== "delete") return;
          remove.mutate(dialog.assessment.id, { onSuccess: close });
        }}
      >
        {dialog.kind === "delete"
          ? M.deleteText(nameOf(dialog.assessment), formatDate(dialog.assessment.date))
          : ""}
      </ConfirmDialog>
    </Card>
  );
}

function AssessmentRow({
  assessment,
  onOpen,
  onEdit,
  onDelete,
}: {
  assessment: TStructuredAssessment;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const what = M.rowActions(nameOf(assessment), formatDate(assessment.date));
  return (
    <Box
      component="li"
      py="sm"
      style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
      data-testid="structured-assessment-row"
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: "1 1 16rem", minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{nameOf(assessment)}</Badge>
            <Text fw={600} fz="sm">
              {formatDate(assessment.date)}
            </Text>
            {assessment.selfEntered ? (
              <Badge variant="outline" color="gray" size="sm">
                {M.selfEntered}
              </Badge>
            ) : null}
            {assessment.viaLink ? (
              <Badge variant="outline" color="teal" size="sm">
                {M.viaLink}
              </Badge>
            ) : null}
          </Group>
          <Text fz="sm">
            {assessment.assessorName} ({ASSESSOR_ROLE_LABELS[assessment.assessorRole]}
            {assessment.assessorWorkplace ? `, ${assessment.assessorWorkplace}` : ""})
          </Text>
          {assessment.goalIds.length > 0 ? (
            <Text fz="sm" c="dimmed">
              {M.goals}: {assessment.goalIds.join(", ")}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="default" onClick={onOpen} aria-label={`${M.open} ${what}`}>
            {M.open}
          </Button>
          {assessment.permissions.canEdit ? (
            <Button size="xs" variant="default" onClick={onEdit} aria-label={`${M.edit} ${what}`}>
              {M.edit}
            </Button>
          ) : null}
          {assessment.permissions.canDelete ? (
            <Button
              size="xs"
              variant="default"
              color="red"
              onClick={onDelete}
              aria-label={`${M.remove} ${what}`}
            >
              {M.remove}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Box>
  );
}
