import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ST_MODEL_LABELS } from "@/shared/curriculum/goal-models";
import type { TApplication, TApplicationCertificate } from "@/shared/schemas/application";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { SignerLinkDialog } from "@/web/features/assessment-links";
import { APPLICATION_UI_MESSAGES as M } from "@/web/lib/messages/application";
import { ApplicationGaps } from "./application-gaps";
import { CertificateDialog } from "./certificate-dialog";
import { CertificatesSection } from "./certificates-section";
import { CreateApplicationSection } from "./create-application-section";
import { useDocuments } from "./use-documents";

interface ApplicationViewProps {
  application: TApplication;
  record: TDoctorRecord;
  canOpenAdminPanel: boolean;
}

/** The model, the gaps, the certificates and 'Skapa ansökan'; only a model is asked for first. */
export function ApplicationView({ application, record, canOpenAdminPanel }: ApplicationViewProps) {
  const doctorId = record.doctor.id;
  const canEdit = record.permissions.canEdit;
  const documents = useDocuments(doctorId, record.doctor.lastName);
  /** The certificate as the dialog opened it (its version is what a save is based on). */
  const [editing, setEditing] = useState<TApplicationCertificate>();
  const [askingSigner, setAskingSigner] = useState<TApplicationCertificate>();

  if (application.model === "UNSELECTED") {
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} maw={760}>
        <Stack gap={6} align="flex-start">
          <Text fz="sm">{M.noModel}</Text>
          <Anchor component={Link} to="/formalities" fz="sm">
            {M.toFormalities}
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text>{M.intro}</Text>
        <Text fw={600}>{M.model(ST_MODEL_LABELS[application.model])}</Text>
        {application.specialty ? (
          <Text c="dimmed">{M.specialty(application.specialty)}</Text>
        ) : null}
      </Stack>
      <ApplicationGaps
        gaps={application.gaps}
        certificates={application.certificates}
        canEdit={canEdit}
        canOpenAdminPanel={canOpenAdminPanel}
        onEditCertificate={setEditing}
      />
      <CertificatesSection
        doctorId={doctorId}
        certificates={application.certificates}
        canEdit={canEdit}
        documents={documents}
        onEdit={setEditing}
        onAskSigner={setAskingSigner}
      />
      <CreateApplicationSection documents={documents} hasGaps={application.gaps.length > 0} />
      <CertificateDialog
        doctorId={doctorId}
        certificate={canEdit ? editing : undefined}
        knownSigners={application.knownSigners}
        onClose={() => setEditing(undefined)}
        onReloaded={setEditing}
      />
      <SignerLinkDialog
        doctorId={doctorId}
        certificate={canEdit ? askingSigner : undefined}
        onClose={() => setAskingSigner(undefined)}
      />
    </Stack>
  );
}
