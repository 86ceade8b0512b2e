import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ASSESSMENT_LINK_MESSAGES as L } from "@/shared/messages/assessment-links";
import { REQUEST_STATE_LABELS, type RequestState } from "@/shared/rules/assessment-requests";
import type { TAssessmentLink } from "@/shared/schemas/assessment-links";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate } from "@/web/lib/dates";
import { ASSESSMENT_LINK_UI_MESSAGES as M } from "@/web/lib/messages/assessment-links";
import { toast } from "@/web/lib/toasts";
import { useRevokeAssessmentLink } from "../api/links";

const STATE_COLORS: Record<RequestState, string> = {
  sent: "blue",
  opened: "cyan",
  answered: "green",
  expired: "gray",
  revoked: "gray",
};

/** What a request asks for, as the list and the form name it. */
export const linkTitle = (
  r: Pick<TAssessmentLink, "kind" | "examinationName" | "goalIds" | "certificateLabel">,
) =>
  `${L.kinds[r.kind]}: ${[r.examinationName, r.certificateLabel, ...r.goalIds].filter(Boolean).join(", ")}`;

/** Requests with their state (skickad, öppnad, besvarad, utgången, återkallad), each revocable while open. */
export function RequestList({
  doctorId,
  requests,
  empty = M.empty,
}: {
  doctorId: string;
  requests: TAssessmentLink[];
  empty?: string;
}) {
  const revoke = useRevokeAssessmentLink(doctorId);
  const [confirming, setConfirming] = useState<TAssessmentLink | null>(null);
  if (requests.length === 0) return <Text fz="sm">{empty}</Text>;
  return (
    <>
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {requests.map((r) => (
          <li key={r.id} data-testid="assessment-link-row">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600} fz="sm">
                    {linkTitle(r)}
                  </Text>
                  <Badge color={STATE_COLORS[r.state]} variant="light">
                    {REQUEST_STATE_LABELS[r.state]}
                  </Badge>
                </Group>
                <Text fz="xs" c="dimmed">
                  {M.requestedAt(formatDate(r.createdAt))}
                  {r.assessorEmail ? ` ${M.sentTo(r.assessorEmail)}` : ""}
                  {r.state === "sent" || r.state === "opened"
                    ? `, ${M.expiresAt(formatDate(r.expiresAt))}`
                    : ""}
                </Text>
                {r.assessorName ? <Text fz="xs">{M.answeredBy(r.assessorName)}</Text> : null}
              </Stack>
              {r.state === "sent" || r.state === "opened" ? (
                <Button
                  variant="subtle"
                  color="red.9"
                  size="sm"
                  aria-label={M.revokeLabel(linkTitle(r))}
                  onClick={() => setConfirming(r)}
                >
                  {M.revoke}
                </Button>
              ) : null}
            </Group>
          </li>
        ))}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={M.revokeTitle}
        confirmLabel={M.revokeConfirm}
        danger
        busy={revoke.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          revoke.mutate(confirming.id, {
            onSuccess: () => {
              toast.success(M.revoked);
              setConfirming(null);
            },
            onError: (e) => toast.error(errorMessage(e, M.revokeFailed)),
          });
        }}
      >
        {M.revokeText}
      </ConfirmDialog>
    </>
  );
}
