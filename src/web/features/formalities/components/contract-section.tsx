import { Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import type { TUploadedFile } from "@/shared/schemas/files";
import { CertificateControl } from "@/web/components/certificate-control";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { SectionCard } from "@/web/components/section-card";
import { useRemoveCertificate } from "@/web/entities/record/api/remove-certificate";
import { formatDate } from "@/web/lib/dates";
import { FILE_UI_MESSAGES } from "@/web/lib/messages/files";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";

interface ContractSectionProps {
  doctorId: string;
  file: TUploadedFile | undefined;
  canEdit: boolean;
}

/** The ST contract (PDF, DOC or DOCX): upload, view, and remove with confirmation. */
export function ContractSection({ doctorId, file, canEdit }: ContractSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveCertificate(doctorId);
  return (
    <SectionCard
      id="contract-title"
      title={M.contractTitle}
      hint={canEdit ? M.contractHint : undefined}
    >
      {file ? (
        <Text fz="sm">
          {file.originalName} · {FILE_UI_MESSAGES.uploadedAt(formatDate(file.uploadedAt))}
        </Text>
      ) : (
        <Text c="dimmed">{M.noContract}</Text>
      )}
      <Group gap="sm">
        <CertificateControl
          doctorId={doctorId}
          kind="contract"
          itemId={null}
          files={file ? [file] : []}
          canEdit={canEdit}
        />
        {file && canEdit ? (
          <Button size="xs" variant="outline" color="red.9" onClick={() => setConfirming(true)}>
            {M.removeContract}
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={M.confirmTitle}
        confirmLabel={M.delete}
        danger
        onConfirm={() => {
          remove.mutate({ kind: "contract", itemId: null, fileId: null });
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      >
        {M.confirmRemoveContract}
      </ConfirmDialog>
    </SectionCard>
  );
}
