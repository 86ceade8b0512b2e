import { Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { IUP_PRINT_MESSAGES as P } from "@/shared/messages/iup";
import { PAGE_LABELS } from "@/shared/roles";
import { formatDate } from "@/shared/rules/display-dates";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TIup, TIupRevision } from "@/shared/schemas/iup";
import { QueryState } from "@/web/components/query-state";
import { SectionCard } from "@/web/components/section-card";
import { goalCatalogueQueryOptions } from "@/web/entities/goal/api/get-goal-catalogue";
import { useProcedureCatalogue } from "@/web/entities/record/api/get-record";
import { RecordPage } from "@/web/entities/record/components/record-page";
import { callForFile } from "@/web/lib/api-client";
import { IUP_UI_MESSAGES as M } from "@/web/lib/messages/iup";
import { useFileDownload } from "@/web/lib/use-file-download";
import { useIup } from "../api/get-iup";
import { useAcknowledgeIup } from "../api/iup-writes";
import { type IupLabels, iupLabels } from "../iup-labels";
import { IupCompare } from "./iup-compare";
import { IupForm } from "./iup-form";
import { IupRevisionView } from "./iup-revision-view";

interface IupPageProps {
  doctorId: string;
  doctorName: string;
}

/** 'IUP': the current revision, editing, acknowledging, every revision and a comparison of two. */
export function IupPage({ doctorId, doctorName }: IupPageProps) {
  return (
    <RecordPage title={PAGE_LABELS.iup} doctorId={doctorId} doctorName={doctorName}>
      {(record) => <IupLoader record={record} />}
    </RecordPage>
  );
}

function IupLoader({ record }: { record: TDoctorRecord }) {
  const iup = useIup(record.doctor.id);
  const goals = useQuery(goalCatalogueQueryOptions());
  const procedures = useProcedureCatalogue();
  return (
    <QueryState query={iup} loadingLabel={M.loading}>
      {(loadedIup) => (
        <QueryState query={goals} loadingLabel={M.loading}>
          {(loadedGoals) => (
            <QueryState query={procedures} loadingLabel={M.loading}>
              {(loadedProcedures) => (
                <IupContent
                  record={record}
                  iup={loadedIup}
                  labels={iupLabels(record, loadedGoals, loadedProcedures)}
                  form={{ goals: loadedGoals, procedures: loadedProcedures }}
                />
              )}
            </QueryState>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

interface IupContentProps {
  record: TDoctorRecord;
  iup: TIup;
  labels: IupLabels;
  form: Pick<React.ComponentProps<typeof IupForm>, "goals" | "procedures">;
}

function IupContent({ record, iup, labels, form }: IupContentProps) {
  const [editing, setEditing] = useState(false);
  const [shownId, setShownId] = useState<string>();
  const latest = iup.revisions[0];
  const shown = iup.revisions.find((r) => r.id === shownId) ?? latest;
  return (
    <Stack gap="lg">
      <Text>{M.intro}</Text>
      <Text fz="sm">
        {iup.mainSupervisor
          ? M.mainSupervisorIs(iup.mainSupervisor.displayName)
          : M.mainSupervisorNone}
      </Text>
      {editing ? (
        <SectionCard id="iup-edit-title" title={latest ? M.currentTitle(latest.number) : M.start}>
          <IupForm record={record} iup={iup} {...form} onDone={() => setEditing(false)} />
        </SectionCard>
      ) : shown ? (
        <SectionCard
          id="iup-current-title"
          title={M.currentTitle(shown.number)}
          hint={M.facts(formatDate(shown.revisionDate), shown.authorName)}
          actions={
            <RevisionActions
              doctorId={record.doctor.id}
              iup={iup}
              revision={shown}
              isLatest={shown.id === latest?.id}
              onEdit={() => setEditing(true)}
            />
          }
        >
          <StateBadge revision={shown} />
          <IupRevisionView revision={shown} labels={labels} />
        </SectionCard>
      ) : (
        <SectionCard id="iup-empty-title" title={PAGE_LABELS.iup}>
          <Text>{iup.permissions.canEdit ? M.emptyCanEdit : M.empty}</Text>
          {iup.permissions.canEdit ? (
            <Group>
              <Button onClick={() => setEditing(true)}>{M.start}</Button>
            </Group>
          ) : null}
        </SectionCard>
      )}
      {iup.revisions.length > 0 ? (
        <RevisionList revisions={iup.revisions} shownId={shown?.id} onShow={setShownId} />
      ) : null}
      {iup.revisions.length > 0 ? <IupCompare revisions={iup.revisions} labels={labels} /> : null}
    </Stack>
  );
}

function StateBadge({ revision }: { revision: TIupRevision }) {
  const color =
    revision.state === "acknowledged"
      ? "teal.9"
      : revision.state === "partly"
        ? "blue.9"
        : "gray.8";
  return (
    <Group>
      <Badge variant="filled" color={color}>
        {P.stateLabels[revision.state]}
      </Badge>
    </Group>
  );
}

function RevisionActions({
  doctorId,
  iup,
  revision,
  isLatest,
  onEdit,
}: {
  doctorId: string;
  iup: TIup;
  revision: TIupRevision;
  isLatest: boolean;
  onEdit: () => void;
}) {
  const acknowledge = useAcknowledgeIup(doctorId);
  const as = isLatest ? iup.permissions.canAcknowledgeAs : null;
  const { pending, download } = useFileDownload();
  const fetchPdf = () =>
    callForFile("GET /api/st-doctors/{doctorId}/iup/revisions/{revisionId}/pdf", {
      params: { doctorId, revisionId: revision.id },
    });
  return (
    <Group gap="xs" wrap="wrap">
      {as ? (
        <Button
          onClick={() => acknowledge.mutate({ revisionId: revision.id, version: revision.version })}
          disabled={acknowledge.isPending}
        >
          {as === "doctor" ? M.acknowledgeAsDoctor : M.acknowledgeAsSupervisor}
        </Button>
      ) : null}
      {isLatest && iup.permissions.canEdit ? (
        <Button variant="default" onClick={onEdit}>
          {revision.state === "draft" ? M.editDraft : M.edit}
        </Button>
      ) : null}
      <Button
        variant="light"
        loading={pending !== null}
        leftSection={<IconFileDownload size={18} aria-hidden />}
        onClick={() => download(revision.id, fetchPdf, M.pdfFallbackName, M.downloadFailed)}
      >
        {M.download}
      </Button>
    </Group>
  );
}

function RevisionList({
  revisions,
  shownId,
  onShow,
}: {
  revisions: readonly TIupRevision[];
  shownId: string | undefined;
  onShow: (id: string) => void;
}) {
  return (
    <SectionCard id="iup-revisions-title" title={M.revisionsTitle}>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{M.revisionColumn}</Table.Th>
              <Table.Th scope="col">{M.dateColumn}</Table.Th>
              <Table.Th scope="col">{M.stateColumn}</Table.Th>
              <Table.Th scope="col">{M.showColumn}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {revisions.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.number}</Table.Td>
                <Table.Td>{formatDate(r.revisionDate)}</Table.Td>
                <Table.Td>{P.stateLabels[r.state]}</Table.Td>
                <Table.Td>
                  {r.id === shownId ? (
                    <Text fz="sm" c="dimmed">
                      {M.shown}
                    </Text>
                  ) : (
                    <Button size="xs" variant="subtle" onClick={() => onShow(r.id)}>
                      {M.show(r.number)}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
