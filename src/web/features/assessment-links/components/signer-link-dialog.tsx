import { Alert, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { activityKeysOf } from "@/shared/rules/activity-keys";
import type { TApplicationCertificate } from "@/shared/schemas/application";
import { FormModal } from "@/web/components/form-modal";
import { errorMessage } from "@/web/lib/api-client";
import { ASSESSMENT_LINK_UI_MESSAGES as M } from "@/web/lib/messages/assessment-links";
import { useAssessmentLinks } from "../api/links";
import { LinkRequestForm } from "./link-request-form";
import { RequestList } from "./request-list";

/**
 * 'Intygsgivare via länk' on 'Ansökan' (decision 228): the certificate's earlier requests with
 * their state, and a new link for its signer to give their name, specialty and workplace.
 */
export function SignerLinkDialog({
  doctorId,
  certificate,
  onClose,
}: {
  doctorId: string;
  certificate: TApplicationCertificate | undefined;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={certificate !== undefined}
      onClose={onClose}
      size="lg"
      title={certificate ? M.signerDialogTitle(certificate.bilagaNr) : ""}
    >
      {certificate ? <SignerLink doctorId={doctorId} certificate={certificate} /> : null}
    </FormModal>
  );
}

function SignerLink({
  doctorId,
  certificate,
}: {
  doctorId: string;
  certificate: TApplicationCertificate;
}) {
  const list = useAssessmentLinks(doctorId);
  const keys = new Set(activityKeysOf(certificate));
  const mine = (list.data?.requests ?? []).filter(
    (r) => r.kind === "certificate" && r.certificateActivity && keys.has(r.certificateActivity),
  );

  return (
    <Stack gap="md">
      <Text fz="sm">{M.signerIntro}</Text>
      <LinkRequestForm
        doctorId={doctorId}
        label={M.signerFormLabel}
        emailLabel={M.signerEmail}
        request={() => ({
          body: { stDoctorId: doctorId, kind: "certificate", certificateId: certificate.id },
        })}
      />
      <Title order={3} fz="md">
        {M.signerListTitle}
      </Title>
      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text fz="sm">{M.loading}</Text>
        </Group>
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(list.error, M.loadFailed)}
        </Alert>
      ) : (
        <RequestList doctorId={doctorId} requests={mine} empty={M.signerEmpty} />
      )}
    </Stack>
  );
}
