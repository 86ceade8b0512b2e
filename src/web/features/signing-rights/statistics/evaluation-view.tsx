import { Alert, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { SIGNING_RIGHTS_MESSAGES as M } from "@/shared/messages/signing-rights";
import { CONFIDENCE_MESSAGES as C } from "@/shared/messages/signing-rights-confidence";
import { showsFinalDecisionPanel } from "@/shared/rules/signing-rights";
import type { TSigningRightsEvaluation } from "@/shared/schemas/signing-rights";
import { PageLoader } from "@/web/components/page-loader";
import { errorMessage, isApiError } from "@/web/lib/api-client";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";
import { useEvaluationDetail } from "../api/evaluation-detail";
import { AssessmentList } from "./assessment-list";
import { CalibrationSection } from "./calibration-section";
import { DecisionDisplay, DecisionPanel } from "./decision-panel";
import { EvaluationHeader } from "./evaluation-header";
import { ReadinessPanel } from "./readiness-panel";
import { StatisticsSections } from "./statistics-sections";
import { useDoctorThresholds } from "./thresholds-storage";

// The chart library is most of this tab's weight: the list, figures and decision come first.
const ResultCharts = lazy(() =>
  import("./result-charts").then((m) => ({ default: m.ResultCharts })),
);
const ConfidenceCurve = lazy(() =>
  import("./confidence-curve").then((m) => ({ default: m.ConfidenceCurve })),
);

function DetailError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  // The server's reasons are Swedish (e.g. the evaluation is gone); a script error's are not.
  const reason = isApiError(error) && !error.isServerFault ? errorMessage(error, "") : "";
  return (
    <Alert color="red" variant="light" role="alert" title={M.loadDetailsFailed}>
      <Stack gap="sm" align="flex-start">
        {reason ? <Text fz="sm">{reason}</Text> : null}
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          {SHELL_MESSAGES.retry}
        </Button>
      </Stack>
    </Alert>
  );
}

interface EvaluationViewProps {
  /** The evaluation as the list has it: enough to know whose thresholds apply before the detail. */
  evaluation: TSigningRightsEvaluation;
  examination: string;
  onDeleted: () => void;
}

/** One evaluation: everything the server answers about it in one request, under this doctor's thresholds. */
export function EvaluationView({ evaluation, examination, onDeleted }: EvaluationViewProps) {
  const [thresholds, setThresholds] = useDoctorThresholds(evaluation.stDoctor.id);
  const query = useEvaluationDetail(evaluation.id, thresholds);
  const detail = query.data;
  if (!detail) {
    return query.isError ? (
      <DetailError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <PageLoader />
    );
  }
  const decides = showsFinalDecisionPanel(detail.evaluation) && detail.permissions.canDecide;
  return (
    <Stack gap="lg">
      <EvaluationHeader detail={detail} examination={examination} onDeleted={onDeleted} />
      <DecisionDisplay evaluation={detail.evaluation} />
      <AssessmentList
        assessments={detail.assessments}
        doctorName={detail.evaluation.stDoctor.displayName}
      />
      <Group>
        <Button
          component="a"
          variant="default"
          href={`/api/signing-rights/evaluations/${encodeURIComponent(detail.evaluation.id)}/assessments.csv`}
          download
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {C.exportCsv}
        </Button>
      </Group>
      <StatisticsSections detail={detail} />
      <Suspense fallback={<Skeleton h={320} radius="md" aria-hidden />}>
        <ResultCharts charts={detail.charts} />
      </Suspense>
      <Suspense fallback={<Skeleton h={320} radius="md" aria-hidden />}>
        <ConfidenceCurve confidence={detail.confidence} />
      </Suspense>
      <ReadinessPanel
        detail={detail}
        thresholds={thresholds}
        onThresholdsChange={setThresholds}
        updating={query.isPlaceholderData}
      />
      {detail.permissions.canSeeCalibration ? <CalibrationSection /> : null}
      {decides ? (
        <DecisionPanel
          evaluationId={detail.evaluation.id}
          summary={detail.readiness.decisionSummary}
        />
      ) : null}
    </Stack>
  );
}
