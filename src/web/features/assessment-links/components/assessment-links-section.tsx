import { Card, Group, Loader, Select, Stack, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import type { StModel } from "@/shared/curriculum/goal-models";
import { ASSESSMENT_LINK_MESSAGES as L } from "@/shared/messages/assessment-links";
import { compareSwedish } from "@/shared/rules/swedish-order";
import { ASSESSMENT_LINK_KINDS, type AssessmentLinkKind } from "@/shared/schemas/assessment-links";
import { ActivityGoalsSelect } from "@/web/entities/goal/components/activity-goals-select";
import { useProcedureCatalogue } from "@/web/entities/record/api/get-record";
import { ASSESSMENT_LINK_UI_MESSAGES as M } from "@/web/lib/messages/assessment-links";
import { useAssessmentLinks } from "../api/links";
import { LinkRequestForm } from "./link-request-form";
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
  const [kind, setKind] = useState<AssessmentLinkKind>("signing-rights");
  const [procedureId, setProcedureId] = useState<string | null>(null);
  const [goalIds, setGoalIds] = useState<string[]>([]);
  const structured = kind !== "signing-rights";
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
      .sort((a, b) => compareSwedish(a.label, b.label));
  }, [catalogue.data]);

  function request() {
    if (!structured && !procedureId)
      return { error: { field: "procedureId", message: L.examinationRequired } };
    if (structured && !procedureId && goalIds.length === 0)
      return { error: { field: "goalIds", message: L.linkTargetRequired } };
    return {
      body: {
        stDoctorId: doctorId,
        kind,
        procedureId: procedureId ?? "",
        goalIds: structured ? goalIds : [],
      },
    };
  }

  return (
    <LinkRequestForm
      doctorId={doctorId}
      label={M.title}
      emailLabel={M.assessorEmail}
      ownFields={["procedureId", "goalIds"]}
      request={request}
      onCreated={() => setGoalIds([])}
    >
      {({ error, clearError }) => (
        <>
          <Select
            label={M.kind}
            required
            allowDeselect={false}
            data={KINDS_HERE.map((k) => ({ value: k, label: L.kinds[k] }))}
            value={kind}
            onChange={(value) => {
              if (value) setKind(value as AssessmentLinkKind);
              clearError();
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
        </>
      )}
    </LinkRequestForm>
  );
}
