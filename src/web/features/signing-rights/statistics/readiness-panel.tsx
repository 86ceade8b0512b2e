import { Box, Button, Group, Loader, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconAdjustments } from "@tabler/icons-react";
import { useState } from "react";
import { SIGNING_RIGHTS_MESSAGES as M } from "@/shared/messages/signing-rights";
import { CONFIDENCE_MESSAGES as C } from "@/shared/messages/signing-rights-confidence";
import type { IndicatorColor, ReadinessThresholds } from "@/shared/rules/signing-rights";
import {
  EXTRA_ASSESSMENTS_CAP,
  formatInterval,
  formatWholePercent,
} from "@/shared/rules/signing-rights-confidence";
import type { TEvaluationDetail } from "@/shared/schemas/signing-rights";
import { SectionCard } from "@/web/components/section-card";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";
import { toast } from "@/web/lib/toasts";
import { formatDecimal, formatPercent } from "./format";
import { ThresholdsModal } from "./thresholds-modal";
import { isDefaultThresholds } from "./thresholds-storage";
import { TONE_COLORS, toneColor } from "./tone-badge";

function Indicator({ tone, text }: { tone: IndicatorColor; text: string }) {
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start">
      <Box
        aria-hidden
        w={12}
        h={12}
        mt={5}
        style={{ flex: "none", borderRadius: "50%", background: toneColor(tone) }}
      />
      <Text fz="sm">
        {text} – {W.indicatorStates[tone]}
      </Text>
    </Group>
  );
}

interface ReadinessPanelProps {
  detail: Pick<TEvaluationDetail, "statistics" | "readiness" | "confidence">;
  /** The thresholds in force for this doctor (what the answer was judged by, once it arrives). */
  thresholds: ReadinessThresholds;
  onThresholdsChange: (thresholds: ReadinessThresholds) => void;
  /** An answer under new thresholds is on its way; the previous one stays shown meanwhile. */
  updating: boolean;
}

/** The three-state recommendation with each indicator against its threshold. */
export function ReadinessPanel({
  detail,
  thresholds,
  onThresholdsChange,
  updating,
}: ReadinessPanelProps) {
  const [adjusting, setAdjusting] = useState(false);
  const { statistics: s, readiness: r, confidence: c } = detail;
  const certain = c.certainty;
  const t = r.thresholds;
  const sign = s.confidenceBreakdown.wouldSign;
  const discuss = s.confidenceBreakdown.wouldDiscuss;
  return (
    <SectionCard id="sr-readiness" title={W.readinessTitle} hint={W.readinessHint}>
      <Group gap="sm" aria-live="polite" aria-busy={updating}>
        {/* Not a badge: a badge never wraps, and on a phone the label is wider than the screen. */}
        <Text
          fw={700}
          fz="lg"
          px="md"
          py={6}
          bg={TONE_COLORS[r.recommendation.color]}
          c={r.recommendation.color === "yellow" ? "dark.9" : "white"}
          style={{ borderRadius: "var(--mantine-radius-sm)", overflowWrap: "anywhere" }}
        >
          {r.recommendation.label}
        </Text>
        {/* The fourth state stands beside the spec's three, never in their place (decision 223). */}
        <Text
          fw={700}
          fz="md"
          px="md"
          py={4}
          c={certain.state === "confident" ? "green.9" : "dark.9"}
          style={{
            border: `2px solid ${toneColor(certain.state === "confident" ? "green" : "yellow")}`,
            borderRadius: "var(--mantine-radius-sm)",
          }}
          data-testid="sr-certainty"
        >
          {C.certainty[certain.state]}
        </Text>
        {updating ? (
          <>
            <Loader size="xs" aria-hidden />
            <VisuallyHidden>{W.updating}</VisuallyHidden>
          </>
        ) : null}
      </Group>
      <Stack gap={2}>
        <Text fz="sm" fw={600}>
          {C.successSummary(
            c.success.n,
            formatWholePercent(c.success.rate),
            formatInterval(c.success),
          )}
        </Text>
        <Text fz="sm">
          {C.lowerBound(
            formatWholePercent(certain.lowerBound),
            formatWholePercent(certain.threshold),
          )}
        </Text>
        {certain.state === "uncertain" ? (
          <>
            <Text fz="sm">
              {certain.extraAtPresentRate === null
                ? C.neverAtRate(formatWholePercent(c.success.rate))
                : C.extraAtRate(certain.extraAtPresentRate, formatWholePercent(c.success.rate))}
            </Text>
            <Text fz="sm">
              {certain.extraWithoutChanges === null
                ? C.moreThan(EXTRA_ASSESSMENTS_CAP)
                : C.extraWithoutChanges(certain.extraWithoutChanges)}
            </Text>
          </>
        ) : null}
      </Stack>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
        <Indicator
          tone={r.indicators.successRate}
          text={W.indicatorSuccess(
            formatPercent(s.successRate),
            formatPercent(t.successRateThreshold),
          )}
        />
        <Indicator
          tone={r.indicators.majorChanges}
          text={W.indicatorMajor(s.majorChanges, t.majorChangesThreshold)}
        />
        <Indicator
          tone={r.indicators.evaluationCount}
          text={W.indicatorCount(s.totalEvaluations, t.minEvaluations)}
        />
        <Indicator tone={r.indicators.confidence} text={W.indicatorConfidence(sign, discuss)} />
      </Stack>
      <Text fz="sm" c="dimmed">
        {W.confidenceWeightShown(formatDecimal(t.confidenceWeight))}
      </Text>
      {isDefaultThresholds(thresholds) ? null : (
        <Text fz="sm" c="dimmed">
          {W.thresholdsAdjustedNote}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconAdjustments size={16} aria-hidden />}
          onClick={() => setAdjusting(true)}
          aria-haspopup="dialog"
        >
          {W.adjustThresholds}
        </Button>
      </Group>
      <ThresholdsModal
        opened={adjusting}
        onClose={() => setAdjusting(false)}
        thresholds={thresholds}
        onSave={(next) => {
          onThresholdsChange(next);
          setAdjusting(false);
          toast.success(M.thresholdsAdjusted);
        }}
      />
    </SectionCard>
  );
}
