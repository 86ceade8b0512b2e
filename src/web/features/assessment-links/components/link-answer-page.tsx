import { Alert, Radio, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useDocumentTitle } from "@mantine/hooks";
import { useState } from "react";
import { ASSESSMENT_LINK_MESSAGES as L } from "@/shared/messages/assessment-links";
import { SIGNING_RIGHTS_MESSAGES as S } from "@/shared/messages/signing-rights";
import { isoDateInTimeZone } from "@/shared/rules/dates";
import {
  CASE_DIFFICULTIES,
  CONFIDENCE_LEVELS,
  EVALUATION_RESULTS,
} from "@/shared/rules/signing-rights";
import {
  type TAnswerSigningRightsLink,
  type TOpenedAssessmentLink,
  ZAnswerSigningRightsLinkSchema,
} from "@/shared/schemas/assessment-links";
import { AuthCard } from "@/web/components/auth-card";
import { PageLoader } from "@/web/components/page-loader";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate } from "@/web/lib/dates";
import { ASSESSMENT_LINK_UI_MESSAGES as M } from "@/web/lib/messages/assessment-links";
import { SIGNING_RIGHTS_ADD_MESSAGES as A } from "@/web/lib/messages/signing-rights-add";
import { useOpenedLink } from "../api/links";
import { CertificateAnswerForm } from "./certificate-answer-form";
import { AboutYou, AnswerFooter, useLinkAnswerSubmit } from "./link-answer-parts";
import { StructuredAnswerForm } from "./structured-answer-form";

/** The token from the address's fragment, which the browser never sends to any server. */
function tokenOfPage(): string {
  return typeof window === "undefined" ? "" : decodeURIComponent(window.location.hash.slice(1));
}

/**
 * The page a link opens, made for a phone first: who asks, what, and the questions of the form it
 * stands for (signing-rights, or Mini-CEX, DOPS or CbD) with who the assessor is. Used, expired, revoked and unknown links get a page of
 * their own words, and an unknown one says nothing more than that.
 */
export function LinkAnswerPage() {
  const [token] = useState(tokenOfPage);
  const opened = useOpenedLink(token);
  useDocumentTitle(`${M.pageTitle} – ST-portalen`);

  if (token !== "" && opened.isPending) {
    return (
      <AuthCard>
        <PageLoader label={M.checking} />
      </AuthCard>
    );
  }
  if (token === "" || opened.isError) {
    return <Closed message={errorMessage(opened.error, L.linkUnknown)} />;
  }
  const link = opened.data;
  if (!link) return <Closed message={L.linkUnknown} />;
  if (link.status !== "open") return <Closed message={link.message} />;
  return (
    <AuthCard>
      {link.kind === "signing-rights" ? (
        <AnswerForm token={token} header={<Asked link={link} />} />
      ) : link.kind === "certificate" ? (
        <CertificateAnswer token={token} link={link} />
      ) : (
        <StructuredAnswer token={token} link={link} kind={link.kind} />
      )}
    </AuthCard>
  );
}

type OpenLink = Extract<TOpenedAssessmentLink, { status: "open" }>;

const NO_ACCOUNT: Record<OpenLink["kind"], string> = {
  "signing-rights": M.noAccount,
  "mini-cex": M.noAccountStructured,
  dops: M.noAccountStructured,
  cbd: M.noAccountStructured,
  certificate: M.noAccountCertificate,
};

/** Who asks, for what, linked to which delmål and examination, and until when. */
function Asked({ link }: { link: OpenLink }) {
  const what = [link.examinationName, ...link.goals.map((g) => `${g.id} ${g.title}`)]
    .filter(Boolean)
    .join("; ");
  return (
    <Stack gap={4}>
      <Title order={1} fz={24} id="link-answer-title">
        {M.askedBy(link.doctorName)}
      </Title>
      <Text fw={600}>{M.what(L.kinds[link.kind], what)}</Text>
      <Text fz="sm">{NO_ACCOUNT[link.kind]}</Text>
      <Text fz="sm" c="dimmed">
        {M.validUntil(formatDate(link.expiresAt))}
      </Text>
    </Stack>
  );
}

function Thanks({ signer = false }: { signer?: boolean }) {
  return (
    <Stack gap="md">
      <Title order={1} fz={24}>
        {signer ? M.thanksSignerTitle : M.thanksTitle}
      </Title>
      <Alert color="green" variant="light" role="status">
        <Text fz="sm">{signer ? M.thanksSigner : M.thanks}</Text>
      </Alert>
    </Stack>
  );
}

function CertificateAnswer({ token, link }: { token: string; link: OpenLink }) {
  const [clientKey] = useState(newClientKey);
  // The server opens a certificate request only with its certificate.
  if (!link.certificate) return <ClosedContent message={L.certificateGone} />;
  return (
    <CertificateAnswerForm
      token={token}
      clientKey={clientKey}
      certificate={link.certificate}
      header={<Asked link={link} />}
      onSent={<Thanks signer />}
    />
  );
}

function StructuredAnswer({
  token,
  link,
  kind,
}: {
  token: string;
  link: OpenLink;
  kind: Exclude<OpenLink["kind"], "signing-rights" | "certificate">;
}) {
  // One key per page: a second tap, or a retry after a lost answer, is the same send.
  const [clientKey] = useState(newClientKey);
  return (
    <StructuredAnswerForm
      token={token}
      clientKey={clientKey}
      kind={kind}
      header={<Asked link={link} />}
      onSent={<Thanks />}
    />
  );
}

function Closed({ message }: { message: string }) {
  return (
    <AuthCard>
      <ClosedContent message={message} />
    </AuthCard>
  );
}

function ClosedContent({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Title order={1} fz={24}>
        {M.closedTitle}
      </Title>
      <Alert color="gray" variant="light" role="status">
        <Text fz="sm">{message}</Text>
      </Alert>
    </Stack>
  );
}

/**
 * 16 random bytes as hex. getRandomValues, unlike randomUUID, works on a page served without
 * HTTPS too (a test installation reached by its address on the ward's network).
 */
function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const resolver = schemaResolver(ZAnswerSigningRightsLinkSchema, { sync: true });

type Values = Omit<
  TAnswerSigningRightsLink,
  "evaluationResult" | "caseDifficulty" | "stDoctorConfidence"
> & {
  evaluationResult: string;
  caseDifficulty: string;
  stDoctorConfidence: string;
};

function AnswerForm({ token, header }: { token: string; header: React.ReactNode }) {
  const [today] = useState(() => isoDateInTimeZone(new Date()));
  // One key per page: a second tap, or a retry after a lost answer, is the same send.
  const [clientKey] = useState(newClientKey);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      token,
      kind: "signing-rights",
      clientKey,
      specialistName: "",
      assessorRole: "",
      assessorWorkplace: "",
      evaluationDate: today,
      examinationId: "",
      evaluationResult: "",
      caseDifficulty: "",
      stDoctorConfidence: "",
      comments: "",
    },
    validate: (values) => resolver(values as TAnswerSigningRightsLink),
  });
  const { answer, submit } = useLinkAnswerSubmit(
    form,
    (values) => values as TAnswerSigningRightsLink,
  );

  if (answer.isSuccess) return <Thanks />;

  const radios = <T extends string>(
    field: "evaluationResult" | "caseDifficulty" | "stDoctorConfidence",
    label: string,
    values: readonly T[],
    labels: Record<T, string>,
  ) => (
    <Radio.Group label={label} required {...form.getInputProps(field)}>
      <Stack gap="sm" mt="xs">
        {values.map((v) => (
          <Radio key={v} value={v} label={labels[v]} />
        ))}
      </Stack>
    </Radio.Group>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="link-answer-title">
      <Stack gap="md">
        {header}
        <AboutYou nameInput={form.getInputProps("specialistName")} />
        <TextInput
          label={M.assessorRole}
          description={M.assessorRoleHint}
          required
          autoComplete="organization-title"
          {...form.getInputProps("assessorRole")}
        />
        <TextInput
          label={M.assessorWorkplace}
          required
          autoComplete="organization"
          {...form.getInputProps("assessorWorkplace")}
        />
        <Title order={2} fz="lg">
          {M.aboutCase}
        </Title>
        <TextInput
          label={A.date}
          type="date"
          required
          max={today}
          {...form.getInputProps("evaluationDate")}
        />
        <TextInput
          label={A.examinationId}
          description={A.examinationIdHint}
          autoComplete="off"
          {...form.getInputProps("examinationId")}
        />
        {radios("evaluationResult", A.result, EVALUATION_RESULTS, S.resultLabels)}
        {radios("caseDifficulty", A.difficulty, CASE_DIFFICULTIES, S.difficultyLabels)}
        {radios("stDoctorConfidence", A.confidence, CONFIDENCE_LEVELS, S.confidenceLabels)}
        <Textarea label={A.comments} autosize minRows={3} {...form.getInputProps("comments")} />
        <AnswerFooter answer={answer} label={M.send} />
      </Stack>
    </form>
  );
}
