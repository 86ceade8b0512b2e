import { Stack } from "@mantine/core";
import { useState } from "react";
import { FILE_MESSAGES } from "@/shared/messages/files";
import { PAGE_LABELS } from "@/shared/roles";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TUploadedFile } from "@/shared/schemas/files";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { EmptyState } from "@/web/components/empty-state";
import { FileViewerModal } from "@/web/components/file-viewer-modal";
import { QueryState } from "@/web/components/query-state";
import { useGoalCatalogue } from "@/web/entities/goal/api/get-goal-catalogue";
import { goalsOf } from "@/web/entities/goal/doctor-specialty";
import { useRemoveCertificate } from "@/web/entities/record/api/remove-certificate";
import { RecordPage } from "@/web/entities/record/components/record-page";
import { CERTIFICATES_UI_MESSAGES as M } from "@/web/lib/messages/certificates";
import { CertificateGroupCard } from "./certificate-group-card";
import { type CertificateItem, collectCertificates } from "./collect-certificates";

interface CertificatesPageProps {
  doctorId: string;
  doctorName: string;
}

/** Samlade Intyg: every certificate of the record by type; view, or remove with confirmation. */
export function CertificatesPage({ doctorId, doctorName }: CertificatesPageProps) {
  return (
    <RecordPage title={PAGE_LABELS.certificates} doctorId={doctorId} doctorName={doctorName}>
      {(record) => <CertificatesWithGoals doctorId={doctorId} record={record} />}
    </RecordPage>
  );
}

/** The goals' certificates are named from the clinic's catalogue, as on Delmål. */
function CertificatesWithGoals({ doctorId, record }: { doctorId: string; record: TDoctorRecord }) {
  return (
    <QueryState query={useGoalCatalogue()}>
      {(catalogue) => (
        <CertificatesContent
          doctorId={doctorId}
          record={record}
          goals={goalsOf(catalogue, record.formalities.specialty, record.formalities.stModel)}
        />
      )}
    </QueryState>
  );
}

function CertificatesContent({
  doctorId,
  record,
  goals,
}: {
  doctorId: string;
  record: TDoctorRecord;
  goals: readonly TGoalCatalogueEntry[];
}) {
  const [viewing, setViewing] = useState<TUploadedFile | null>(null);
  const [removing, setRemoving] = useState<CertificateItem | null>(null);
  const remove = useRemoveCertificate(doctorId);
  const groups = collectCertificates(record, goals);

  if (groups.length === 0) {
    return <EmptyState title={FILE_MESSAGES.noCertificates} text={M.emptyHint} />;
  }
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <CertificateGroupCard
          key={group.kind}
          group={group}
          canEdit={record.permissions.canEdit}
          onView={setViewing}
          onRemove={setRemoving}
        />
      ))}
      <FileViewerModal file={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title={M.confirmTitle}
        confirmLabel={M.remove}
        danger
        onConfirm={() => {
          if (removing) {
            remove.mutate({
              kind: removing.kind,
              itemId: removing.itemId,
              fileId: removing.fileId,
            });
          }
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      >
        {removing ? M.confirmRemove(removing.file?.originalName ?? "", removing.name) : ""}
      </ConfirmDialog>
    </Stack>
  );
}
