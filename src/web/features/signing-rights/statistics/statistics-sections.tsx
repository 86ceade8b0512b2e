import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import { SIGNING_RIGHTS_MESSAGES as M } from "@/shared/messages/signing-rights";
import { CONFIDENCE_MESSAGES as C } from "@/shared/messages/signing-rights-confidence";
import { formatInterval, formatWholePercent } from "@/shared/rules/signing-rights-confidence";
import type { TEvaluationDetail } from "@/shared/schemas/signing-rights";
import { SectionCard } from "@/web/components/section-card";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";
import { type CardCriterion, CriterionModal } from "./criterion-modal";
import { formatDecimal, formatPercent, share } from "./format";
import { type StatCardSpec, StatCards } from "./stat-card";

type Detail = Pick<TEvaluationDetail, "statistics" | "readiness" | "assessments" | "confidence">;

/**
 * A card's colour follows its band, the fixed scale its words come from (spec section 4), so the
 * two never disagree; the adjustable thresholds are judged in the recommendation.
 */
const BAND_TONE: Record<string, "green" | "yellow" | "red"> = {
  excellent: "green",
  good: "yellow",
  needsImprovement: "red",
  sufficient: "green",
  somewhatFew: "yellow",
  tooFew: "red",
};

function summaryCards({ statistics: s, readiness: r, confidence: c }: Detail): StatCardSpec[] {
  const ofAll = (n: number) => W.percentOfTotal(formatPercent(share(n, s.totalEvaluations)));
  return [
    {
      key: "total",
      label: W.cards.total,
      value: String(s.totalEvaluations),
      note: r.countBand.label,
      tone: BAND_TONE[r.countBand.band] ?? "yellow",
      criteria: ["all"],
    },
    {
      key: "success",
      label: W.cards.successRate,
      value: formatPercent(s.successRate),
      note: r.successBand.label,
      tone: BAND_TONE[r.successBand.band] ?? "yellow",
      interval: C.interval(formatInterval(c.success)),
      criteria: ["no_changes", "minor_changes"],
    },
    {
      key: "none",
      label: W.cards.noChanges,
      value: String(s.noChanges),
      note: ofAll(s.noChanges),
      criteria: ["no_changes"],
    },
    {
      key: "minor",
      label: W.cards.minorChanges,
      value: String(s.minorChanges),
      note: ofAll(s.minorChanges),
      criteria: ["minor_changes"],
    },
    {
      key: "major",
      label: W.cards.majorChanges,
      value: String(s.majorChanges),
      note: W.majorNote(
        W.indicatorStates[r.indicators.majorChanges],
        r.thresholds.majorChangesThreshold,
      ),
      tone: r.indicators.majorChanges,
      interval: C.majorShare(
        formatWholePercent(c.majorChanges.rate),
        formatInterval(c.majorChanges),
      ),
      criteria: ["major_changes"],
    },
  ];
}

function count(
  key: string,
  label: string,
  n: number,
  total: number,
  criteria: StatCardSpec["criteria"],
): StatCardSpec {
  return {
    key,
    label,
    value: String(n),
    note: W.percentOfTotal(formatPercent(share(n, total))),
    criteria,
  };
}

/** Summary, confidence, critical cases and difficulty: every card opens what it counts. */
export function StatisticsSections({ detail }: { detail: Detail }) {
  const [opened, setOpened] = useState(false);
  const [shown, setShown] = useState<CardCriterion | null>(null);
  const open = (criterion: CardCriterion) => {
    setShown(criterion);
    setOpened(true);
  };
  const s = detail.statistics;
  const total = s.totalEvaluations;
  const critical = s.criticalCases;
  const average = s.averageDifficulty;
  return (
    <>
      <SectionCard id="sr-summary" title={W.summaryTitle} hint={W.cardsHint}>
        <StatCards cards={summaryCards(detail)} onOpen={open} />
      </SectionCard>
      <SectionCard id="sr-confidence" title={W.confidenceTitle} hint={W.confidenceHint}>
        <StatCards
          cards={[
            count("sign", W.cards.wouldSign, s.confidenceBreakdown.wouldSign, total, [
              "would_sign",
            ]),
            count("discuss", W.cards.wouldDiscuss, s.confidenceBreakdown.wouldDiscuss, total, [
              "would_discuss",
            ]),
          ]}
          onOpen={open}
        />
      </SectionCard>
      <SectionCard id="sr-critical" title={W.criticalTitle} hint={W.criticalHint}>
        <StatCards
          cards={[
            {
              ...count(
                "c-sign",
                W.cards.criticalWouldSign,
                critical.wouldSignWithMajorChanges,
                total,
                ["critical_would_sign"],
              ),
              tone: critical.wouldSignWithMajorChanges > 0 ? "red" : undefined,
            },
            count(
              "c-discuss",
              W.cards.criticalWouldDiscuss,
              critical.wouldDiscussWithMajorChanges,
              total,
              ["critical_would_discuss"],
            ),
          ]}
          onOpen={open}
        />
        {critical.wouldSignWithMajorChanges + critical.wouldDiscussWithMajorChanges === 0 ? (
          <Text fz="sm">{W.criticalNone}</Text>
        ) : null}
      </SectionCard>
      <SectionCard id="sr-difficulty" title={W.difficultyTitle}>
        <Stack gap="sm">
          <StatCards
            cards={[
              count("easy", W.cards.easy, s.difficultyBreakdown.easy, total, ["easy"]),
              count("medium", W.cards.medium, s.difficultyBreakdown.medium, total, ["medium"]),
              count("hard", W.cards.hard, s.difficultyBreakdown.hard, total, ["hard"]),
            ]}
            onOpen={open}
          />
          <Text fz="sm">
            {average === null
              ? W.averageDifficultyNone
              : W.averageDifficulty(formatDecimal(average), difficultyWord(average))}
          </Text>
          {s.difficultyBreakdown.unset > 0 ? (
            <Text fz="sm" c="dimmed">
              {W.unsetDifficulty(s.difficultyBreakdown.unset)}
            </Text>
          ) : null}
        </Stack>
      </SectionCard>
      <CriterionModal
        opened={opened}
        shown={shown}
        assessments={detail.assessments}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

/** The nearest of easy=1, medium=2, hard=3. */
function difficultyWord(average: number): string {
  if (average < 1.5) return M.difficultyLabels.easy;
  return average < 2.5 ? M.difficultyLabels.medium : M.difficultyLabels.hard;
}
