import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { Box, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useId } from "react";
import { CONFIDENCE_MESSAGES as C } from "@/shared/messages/signing-rights-confidence";
import { formatDate } from "@/shared/rules/display-dates";
import { formatInterval, formatWholePercent } from "@/shared/rules/signing-rights-confidence";
import type { TEvaluationDetail } from "@/shared/schemas/signing-rights";
import { SectionCard } from "@/web/components/section-card";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";

type Confidence = TEvaluationDetail["confidence"];

/**
 * The learning curve (decision 224) with its 95 % band as dashed bounds, and the trend over the
 * latest 20 with the rule that names it. The drawn chart is hidden from screen readers; the table
 * of the same figures is hidden from the eye.
 */
export function ConfidenceCurve({ confidence }: { confidence: Confidence }) {
  const titleId = useId();
  const { curve, trend } = confidence;
  const data = curve.map((p) => ({
    label: String(p.index),
    rate: Math.round(p.rate),
    lower: Math.round(p.lower),
    upper: Math.round(p.upper),
  }));
  return (
    <SectionCard id="sr-curve" title={C.curveTitle}>
      {curve.length === 0 ? (
        <Text c="dimmed">{W.noChartData}</Text>
      ) : (
        <Stack component="figure" gap="xs" m={0} aria-labelledby={titleId}>
          <Title order={3} fz="md" id={titleId}>
            {C.curveTitle}
          </Title>
          <Text fz="sm" c="dimmed">
            {C.curveDescription}
          </Text>
          <Box aria-hidden>
            <LineChart
              h={240}
              data={data}
              dataKey="label"
              series={[
                { name: "rate", label: C.curveSeries, color: "teal.7" },
                { name: "upper", label: C.curveBand, color: "gray.6", strokeDasharray: "5 5" },
                { name: "lower", label: C.curveBand, color: "gray.6", strokeDasharray: "5 5" },
              ]}
              valueFormatter={(v) => `${v}\u00a0%`}
              yAxisProps={{ domain: [0, 100] }}
              withLegend
              legendProps={{ verticalAlign: "bottom" }}
              lineChartProps={{ accessibilityLayer: false }}
              curveType="linear"
              withDots={curve.length <= 40}
            />
          </Box>
          <VisuallyHidden>
            <Table>
              <caption>{C.curveTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{C.curveColumns.index}</th>
                  <th scope="col">{C.curveColumns.date}</th>
                  <th scope="col">{C.curveColumns.window}</th>
                  <th scope="col">{C.curveColumns.rate}</th>
                  <th scope="col">{C.curveColumns.interval}</th>
                </tr>
              </thead>
              <tbody>
                {curve.map((p) => (
                  <tr key={p.index}>
                    <th scope="row">{p.index}</th>
                    <td>{formatDate(p.date)}</td>
                    <td>{p.n}</td>
                    <td>{formatWholePercent(p.rate)}</td>
                    <td>{formatInterval(p)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </VisuallyHidden>
        </Stack>
      )}
      <Stack gap={4}>
        <Title order={3} fz="md">
          {C.trendHeading}: {C.trend[trend.direction]}
        </Title>
        {trend.earlier && trend.later ? (
          <Text fz="sm">
            {C.trendHalves(
              formatWholePercent(trend.earlier.rate),
              formatWholePercent(trend.later.rate),
            )}
          </Text>
        ) : null}
        <Text fz="sm" c="dimmed">
          {C.trendRule}
        </Text>
      </Stack>
    </SectionCard>
  );
}
