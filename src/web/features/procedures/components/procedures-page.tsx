import { Box, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowsMaximize, IconArrowsMinimize } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { hasExaminationMatrix, SPECIALTY_LABELS } from "@/shared/curriculum/specialties";
import { PAGE_LABELS } from "@/shared/roles";
import { calculateMatrixState } from "@/shared/rules/matrix";
import { stPeriodQuarters } from "@/shared/rules/quarters";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import { QueryState } from "@/web/components/query-state";
import { SearchField } from "@/web/components/search-field";
import { MatrixProgress } from "@/web/entities/matrix/components/matrix-progress";
import { toProcedureDefinitions } from "@/web/entities/matrix/procedure-definitions";
import { signingRightsByEntry } from "@/web/entities/matrix/signing-rights-decisions";
import { useProcedureCatalogue } from "@/web/entities/record/api/get-record";
import { RecordPage } from "@/web/entities/record/components/record-page";
import { PROCEDURES_UI_MESSAGES as M } from "@/web/lib/messages/procedures";
import { useUpdateProcedure } from "../api/update-procedure";
import { procedureDialogTarget } from "../procedure-target";
import { MatrixLegend } from "./matrix-legend";
import { ProcedureDialog } from "./procedure-dialog";
import { ProcedureMatrix } from "./procedure-matrix";

/** Sits above the app shell but below Mantine's modals (200), so the edit dialog opens on top. */
const FULLSCREEN_Z_INDEX = 190;

/**
 * Undersökningar: the examination matrix of the clinic's catalogue for every ST model (decision
 * 040), with search, fullscreen, explanations, 'Ischemi OK', n/5 and the per-examination dialog.
 */
export function ProceduresPage({ doctorId, doctorName }: { doctorId: string; doctorName: string }) {
  // Asked for together with the record, not after it (decision 117).
  const entries = useProcedureCatalogue();
  return (
    <RecordPage title={PAGE_LABELS.procedures} doctorId={doctorId} doctorName={doctorName}>
      {(record) =>
        hasExaminationMatrix(record.formalities.specialty) ? (
          <QueryState query={entries}>
            {(loaded) => <ProceduresContent record={record} entries={loaded} />}
          </QueryState>
        ) : (
          <Paper withBorder p="md" data-testid="no-matrix">
            <Text>{M.noMatrix(SPECIALTY_LABELS[record.formalities.specialty])}</Text>
          </Paper>
        )
      }
    </RecordPage>
  );
}

interface ProceduresContentProps {
  record: TDoctorRecord;
  /** The examinations in use, as the catalogue route answers them. */
  entries: readonly TProcedureDefinition[];
}

function ProceduresContent({ record, entries }: ProceduresContentProps) {
  const doctorId = record.doctor.id;
  const canEdit = record.permissions.canEdit;
  const catalogue = useMemo(() => toProcedureDefinitions(entries), [entries]);
  const state = useMemo(
    () => calculateMatrixState(catalogue, record.procedures),
    [catalogue, record.procedures],
  );
  const signingRights = useMemo(
    () => signingRightsByEntry(catalogue, record.signingRights),
    [catalogue, record.signingRights],
  );
  const quarters = useMemo(
    () => stPeriodQuarters(record.formalities.stStartDate, record.formalities.stEndDate),
    [record.formalities.stStartDate, record.formalities.stEndDate],
  );

  const [search, setSearch] = useState("");
  const [fullscreen, setFullscreen] = useState(false);
  const [openId, setOpenId] = useState<string>();
  const update = useUpdateProcedure(doctorId, catalogue);

  const enterButton = useRef<HTMLButtonElement>(null);
  const exitButton = useRef<HTMLButtonElement>(null);
  const wasFullscreen = useRef(false);
  useEffect(() => {
    if (fullscreen) exitButton.current?.focus();
    else if (wasFullscreen.current) enterButton.current?.focus();
    wasFullscreen.current = fullscreen;
  }, [fullscreen]);
  useEffect(() => {
    if (!fullscreen || openId) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setFullscreen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [fullscreen, openId]);

  const target = useMemo(
    () =>
      procedureDialogTarget(
        catalogue,
        entries,
        record.procedures,
        state.statuses,
        signingRights,
        openId,
      ),
    [catalogue, entries, openId, record.procedures, state.statuses, signingRights],
  );

  return (
    <>
      <Stack gap="lg">
        <Text>{canEdit ? M.intro : M.introReadOnly}</Text>
        <Paper
          withBorder
          radius="md"
          p="md"
          style={
            fullscreen
              ? {
                  position: "fixed",
                  inset: 0,
                  zIndex: FULLSCREEN_Z_INDEX,
                  borderRadius: 0,
                  display: "flex",
                  flexDirection: "column",
                  gap: "var(--mantine-spacing-sm)",
                }
              : undefined
          }
          role={fullscreen ? "region" : undefined}
          aria-label={fullscreen ? PAGE_LABELS.procedures : undefined}
        >
          <Stack gap="sm" style={fullscreen ? { flex: 1, minHeight: 0 } : undefined}>
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
              <SearchField
                label={M.search}
                placeholder={M.searchPlaceholder}
                value={search}
                onChange={setSearch}
                miw={260}
              />
              {fullscreen ? (
                <Button
                  ref={exitButton}
                  className="no-print"
                  variant="default"
                  leftSection={<IconArrowsMinimize size={16} aria-hidden />}
                  onClick={() => setFullscreen(false)}
                >
                  {M.exitFullscreen}
                </Button>
              ) : (
                <Button
                  ref={enterButton}
                  className="no-print"
                  variant="default"
                  leftSection={<IconArrowsMaximize size={16} aria-hidden />}
                  onClick={() => setFullscreen(true)}
                >
                  {M.fullscreen}
                </Button>
              )}
            </Group>
            <MatrixProgress state={state} />
            <ProcedureMatrix
              doctorId={doctorId}
              catalogue={catalogue}
              state={state}
              signingRights={signingRights}
              search={search}
              fullscreen={fullscreen}
              onOpen={canEdit ? setOpenId : undefined}
              withEvidence
            />
          </Stack>
        </Paper>
        <Box>
          <MatrixLegend />
        </Box>
      </Stack>
      <ProcedureDialog
        target={target}
        quarters={quarters}
        onClose={() => setOpenId(undefined)}
        onSave={(procedureId, edit) => {
          setOpenId(undefined);
          update.mutate({ procedureId, edit });
        }}
      />
    </>
  );
}
