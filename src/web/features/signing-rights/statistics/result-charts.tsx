import { SimpleGrid, Text } from "@mantine/core";
import type { TEvaluationDetail } from "@/shared/schemas/signing-rights";
import { SectionCard } from "@/web/components/section-card";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";
import { difficultyCounts, monthShares } from "./chart-data";
import { ResultChart } from "./result-chart";

/** 'Utveckling': the share of changes per month and the results per case difficulty. */
export function ResultCharts({ charts }: { charts: TEvaluationDetail["charts"] }) {
  return (
    <SectionCard id="sr-charts" title={W.chartsTitle}>
      {charts.byMonth.length === 0 ? (
        <Text c="dimmed">{W.noChartData}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ResultChart
            title={W.monthChartTitle}
            summary={W.monthChartSummary}
            rows={monthShares(charts.byMonth)}
            rowHeader={W.chartTableMonth}
            unit="percent"
          />
          <ResultChart
            title={W.difficultyChartTitle}
            summary={W.difficultyChartSummary}
            rows={difficultyCounts(charts.byDifficulty)}
            rowHeader={W.chartTableDifficulty}
            unit="count"
          />
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
