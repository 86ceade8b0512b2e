import { List, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  type TAnswerCertificateLink,
  type TLinkCertificate,
  ZAnswerCertificateLinkSchema,
} from "@/shared/schemas/assessment-links";
import { formatDate } from "@/web/lib/dates";
import { ASSESSMENT_LINK_UI_MESSAGES as M } from "@/web/lib/messages/assessment-links";
import { AboutYou, AnswerFooter, useLinkAnswerSubmit } from "./link-answer-parts";

const resolver = schemaResolver(ZAnswerCertificateLinkSchema, { sync: true });

type Values = Pick<
  TAnswerCertificateLink,
  "assessorName" | "assessorSpecialty" | "assessorWorkplace"
>;

/**
 * The signer's data of a certificate on 'Ansökan', given by link (decision 228): what the
 * certificate says, then the name, specialty and workplace its form asks of the signer.
 */
export function CertificateAnswerForm({
  token,
  clientKey,
  certificate,
  header,
  onSent,
}: {
  token: string;
  clientKey: string;
  certificate: TLinkCertificate;
  header: React.ReactNode;
  onSent: React.ReactNode;
}) {
  const toAnswer = (values: Values): TAnswerCertificateLink => ({
    ...values,
    kind: "certificate",
    token,
    clientKey,
  });
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { assessorName: "", assessorSpecialty: "", assessorWorkplace: "" },
    validate: (values) => resolver(toAnswer(values)),
  });
  const { answer, submit } = useLinkAnswerSubmit(form, toAnswer);

  if (answer.isSuccess) return onSent;
  const period =
    certificate.periodStart && certificate.periodEnd
      ? `${formatDate(certificate.periodStart)}–${formatDate(certificate.periodEnd)}`
      : M.certificateNoPeriod;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="link-answer-title">
      <Stack gap="md">
        {header}
        <Title order={2} fz="lg">
          {M.certificateTitle}
        </Title>
        <List spacing={4} fz="sm" data-testid="link-certificate">
          <List.Item>{M.certificateForm(certificate.form)}</List.Item>
          <List.Item>{M.certificateActivities(certificate.activities.join(", "))}</List.Item>
          <List.Item>{M.certificatePlace(certificate.place)}</List.Item>
          <List.Item>{M.certificatePeriod(period)}</List.Item>
          <List.Item>{M.certificateRole(M.signerRoles[certificate.signerRole])}</List.Item>
        </List>
        {certificate.description.trim() !== "" ? (
          <Text fz="sm" style={{ whiteSpace: "pre-wrap" }}>
            {certificate.description}
          </Text>
        ) : null}
        <AboutYou nameInput={form.getInputProps("assessorName")} />
        <TextInput
          label={M.signerSpecialty}
          required
          autoComplete="off"
          {...form.getInputProps("assessorSpecialty")}
        />
        <TextInput
          label={M.signerWorkplace}
          required
          autoComplete="organization"
          {...form.getInputProps("assessorWorkplace")}
        />
        <AnswerFooter answer={answer} label={M.sendSigner} />
      </Stack>
    </form>
  );
}
