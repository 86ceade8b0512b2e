import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { activityKeysOf } from "@/shared/rules/activity-keys";
import type { TApplicationCertificate } from "@/shared/schemas/application";
import { FormModal } from "@/web/components/form-modal";
import { errorMessage, isApiError } from "@/web/lib/api-client";
import { ASSESSMENT_LINK_UI_MESSAGES as M } from "@/web/lib/messages/assessment-links";
import { useAssessmentLinks, useCreateAssessmentLink } from "../api/links";
import { type Created, CreatedLink } from "./created-link";
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
  const create = useCreateAssessmentLink(doctorId);
  const [email, setEmail] = useState("");
  const [created, setCreated] = useState<Created | null>(null);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const keys = new Set(activityKeysOf(certificate));
  const mine = (list.data?.requests ?? []).filter(
    (r) => r.kind === "certificate" && r.certificateActivity && keys.has(r.certificateActivity),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    setError(null);
    const assessorEmail = email.trim();
    create.mutate(
      { stDoctorId: doctorId, kind: "certificate", certificateId: certificate.id, assessorEmail },
      {
        onSuccess: (answer) => {
          if (!answer.link || !answer.qrSvg) return;
          setCreated({
            link: answer.link,
            qrSvg: answer.qrSvg,
            mailedTo: answer.mailed ? assessorEmail : null,
          });
          setEmail("");
        },
        onError: (e) => {
          const field = isApiError(e) ? e.field : undefined;
          setError({ ...(field ? { field } : {}), message: errorMessage(e, M.createFailed) });
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <Text fz="sm">{M.signerIntro}</Text>
      {created ? (
        <CreatedLink created={created} onDone={() => setCreated(null)} />
      ) : (
        <form onSubmit={submit} noValidate aria-label={M.signerFormLabel}>
          <Stack gap="sm">
            <TextInput
              label={M.signerEmail}
              description={M.assessorEmailHint}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error?.field === "assessorEmail" ? error.message : undefined}
            />
            {error && error.field !== "assessorEmail" ? (
              <Alert color="red" variant="light" role="alert">
                {error.message}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={create.isPending}>
                {M.create}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
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
