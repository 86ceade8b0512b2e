import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useMemo, useState } from "react";
import type { StModel } from "@/shared/curriculum/goal-models";
import { ASSESSMENT_LINK_MESSAGES as L } from "@/shared/messages/assessment-links";
import { ASSESSMENT_LINK_KINDS, type AssessmentLinkKind } from "@/shared/schemas/assessment-links";
import { ActivityGoalsSelect } from "@/web/entities/goal/components/activity-goals-select";
import { useProcedureCatalogue } from "@/web/entities/record/api/get-record";
import { errorMessage, isApiError } from "@/web/lib/api-client";
import { ASSESSMENT_LINK_UI_MESSAGES as M } from "@/web/lib/messages/assessment-links";
import { useAssessmentLinks, useCreateAssessmentLink } from "../api/links";
import { type Created, CreatedLink } from "./created-link";
import { RequestList } from "./request-list";

/**
 * 'Bedömning via länk' on 'Sit-ins/Bedömningar', beside the other assessments (decision 216):
 * asking for one, the link and its QR code once, and every request's state. Shown to whoever may
 * ask for this doctor; for anyone else the section is left out.
 */
export function AssessmentLinksSection({
  doctorId,
  goalModel,
}: {
  doctorId: string;
  /** The doctor's model, for the delmål a structured assessment may link to. */
  goalModel: StModel;
}) {
  const list = useAssessmentLinks(doctorId);
  if (list.isError) return null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="assessment-links-title"
      data-testid="assessment-links"
    >
      <Stack gap="md">
        <Title id="assessment-links-title" order={2} fz="lg">
          {M.title}
        </Title>
        <Text fz="sm">{M.intro}</Text>
        <RequestForm doctorId={doctorId} goalModel={goalModel} />
        <Title order={3} fz="md">
          {M.listTitle}
        </Title>
        {list.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text fz="sm">{M.loading}</Text>
          </Group>
        ) : (
          <RequestList doctorId={doctorId} requests={list.data.requests} />
        )}
      </Stack>
    </Card>
  );
}

/** What this card asks for; a certificate's signer is asked for on 'Ansökan' (decision 228). */
const KINDS_HERE = ASSESSMENT_LINK_KINDS.filter(
  (k): k is Exclude<AssessmentLinkKind, "certificate"> => k !== "certificate",
);

function RequestForm({ doctorId, goalModel }: { doctorId: string; goalModel: StModel }) {
  const catalogue = useProcedureCatalogue();
  const create = useCreateAssessmentLink(doctorId);
  const [kind, setKind] = useState<AssessmentLinkKind>("signing-rights");
  const [procedureId, setProcedureId] = useState<string | null>(null);
  const [goalIds, setGoalIds] = useState<string[]>([]);
  const structured = kind !== "signing-rights";
  const [email, setEmail] = useState("");
  const [created, setCreated] = useState<Created | null>(null);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  // One choice per examination: entries of several matrix columns share one evaluation.
  const options = useMemo(() => {
    const seen = new Set<string>();
    return (catalogue.data ?? [])
      .filter((p) => {
        const key = p.syncId ?? p.id;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((p) => ({ value: p.id, label: p.name }))
      .sort((a, b) => a.label.localeCompare(b.label, "sv"));
  }, [catalogue.data]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    if (!structured && !procedureId) {
      setError({ field: "procedureId", message: L.examinationRequired });
      return;
    }
    if (structured && !procedureId && goalIds.length === 0) {
      setError({ field: "goalIds", message: L.linkTargetRequired });
      return;
    }
    setError(null);
    const assessorEmail = email.trim();
    create.mutate(
      {
        stDoctorId: doctorId,
        kind,
        procedureId: procedureId ?? "",
        goalIds: structured ? goalIds : [],
        assessorEmail,
      },
      {
        onSuccess: (answer) => {
          // Sent without an Idempotency-Key, the answer always carries the link.
          if (!answer.link || !answer.qrSvg) return;
          setCreated({
            link: answer.link,
            qrSvg: answer.qrSvg,
            mailedTo: answer.mailed ? assessorEmail : null,
          });
          setEmail("");
          setGoalIds([]);
        },
        onError: (e) => {
          const field = isApiError(e) ? e.field : undefined;
          setError({ ...(field ? { field } : {}), message: errorMessage(e, M.createFailed) });
        },
      },
    );
  }

  if (created) return <CreatedLink created={created} onDone={() => setCreated(null)} />;

  return (
    <form onSubmit={submit} noValidate aria-label={M.title}>
      <Stack gap="sm">
        <Select
          label={M.kind}
          required
          allowDeselect={false}
          data={KINDS_HERE.map((k) => ({ value: k, label: L.kinds[k] }))}
          value={kind}
          onChange={(value) => {
            if (value) setKind(value as AssessmentLinkKind);
            setError(null);
          }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={structured ? M.examinationOptional : M.examination}
          placeholder={M.examinationPlaceholder}
          required={!structured}
          clearable={structured}
          searchable
          nothingFoundMessage={M.noExaminationMatch}
          data={options}
          value={procedureId}
          onChange={setProcedureId}
          error={error?.field === "procedureId" ? error.message : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        {structured ? (
          <ActivityGoalsSelect
            model={goalModel}
            kind="clinical"
            value={goalIds}
            onChange={setGoalIds}
            error={error?.field === "goalIds" ? error.message : undefined}
          />
        ) : null}
        <TextInput
          label={M.assessorEmail}
          description={M.assessorEmailHint}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error?.field === "assessorEmail" ? error.message : undefined}
        />
        {error && !["procedureId", "goalIds", "assessorEmail"].includes(error.field ?? "") ? (
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
  );
}
