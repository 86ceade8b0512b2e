import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconListSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { SIGNING_RIGHTS_MESSAGES as M } from "@/shared/messages/signing-rights";
import { LoadError } from "@/web/components/load-error";
import { PageLoader } from "@/web/components/page-loader";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";
import { useEvaluations } from "../api/evaluations";
import { EvaluationPicker } from "./evaluation-picker";
import { EvaluationView } from "./evaluation-view";
import { useExaminationName } from "./use-examination-name";
import { useSelectedEvaluation } from "./use-selected-evaluation";

/**
 * The 'Statistik' tab of Signeringsrätt: pick an evaluation, then see its assessments, statistics,
 * charts, recommendation and decision. Loaded on its own (the charts are heavy).
 */
export default function StatisticsTab({
  onShowDoctor,
}: {
  /** The shown evaluation's ST doctor, to select in 'Granskar ST-läkare'. */
  onShowDoctor: (doctorId: string) => void;
}) {
  const evaluations = useEvaluations();
  const names = useExaminationName();
  const [selectedId, select] = useSelectedEvaluation();
  const [picking, setPicking] = useState(false);
  const list = evaluations.data;
  const selected = list?.find((e) => e.id === selectedId);

  // An evaluation in the address that is gone (deleted, or never there) is let go of.
  const gone = list !== undefined && selectedId !== null && !selected && !evaluations.isFetching;
  useEffect(() => {
    if (gone) select(null);
  }, [gone, select]);
  const shownDoctorId = selected?.stDoctor.id;
  useEffect(() => {
    if (shownDoctorId) onShowDoctor(shownDoctorId);
  }, [shownDoctorId, onShowDoctor]);

  if (!list) {
    return evaluations.isError ? (
      <LoadError
        error={evaluations.error}
        onRetry={() => void evaluations.refetch()}
        retrying={evaluations.isFetching}
      />
    ) : (
      <PageLoader />
    );
  }
  if (names.isPending) return <PageLoader />;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Button
          leftSection={<IconListSearch size={16} aria-hidden />}
          onClick={() => setPicking(true)}
          aria-haspopup="dialog"
        >
          {selected ? W.changeEvaluation : W.openPicker}
        </Button>
      </Group>
      {selected ? (
        <EvaluationView
          key={selected.id}
          evaluation={selected}
          examination={names.nameOf(selected.procedureType)}
          onDeleted={() => select(null)}
        />
      ) : (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            {M.chooseEvaluation}
          </Text>
        </Paper>
      )}
      <EvaluationPicker
        opened={picking}
        onClose={() => setPicking(false)}
        evaluations={list}
        nameOf={names.nameOf}
        selectedId={selected?.id ?? null}
        onPick={(id) => {
          setPicking(false);
          select(id);
        }}
      />
    </Stack>
  );
}
