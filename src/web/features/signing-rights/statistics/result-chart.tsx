import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Box, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useId } from "react";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";
import { type ChartRow, RESULT_SERIES } from "./chart-data";

interface ResultChartProps {
  title: string;
  summary: string;
  rows: readonly ChartRow[];
  /** What a row is, for the table's first column ('Månad', 'Svårighetsgrad'). */
  rowHeader: string;
  /** Shares (0–100 %) or counts. */
  unit: "percent" | "count";
}

/**
 * A stacked bar chart of results (green, yellow, red) with a table of the same figures for screen
 * readers: the drawn chart is hidden from them, the table is hidden from the eye.
 */
export function ResultChart({ title, summary, rows, rowHeader, unit }: ResultChartProps) {
  const titleId = useId();
  const format = (value: number) =>
    unit === "percent" ? `${value.toLocaleString("sv-SE")} %` : value.toLocaleString("sv-SE");
  return (
    <Stack component="figure" gap="xs" m={0} aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        {title}
      </Title>
      <Text fz="sm" c="dimmed">
        {summary}
      </Text>
      <Box aria-hidden>
        <BarChart
          h={240}
          data={rows.map((row) => ({ ...row }))}
          dataKey="label"
          type="stacked"
          series={RESULT_SERIES.map((s) => ({ ...s }))}
          valueFormatter={format}
          withLegend
          legendProps={{ verticalAlign: "bottom" }}
          yAxisProps={unit === "percent" ? { domain: [0, 100] } : { allowDecimals: false }}
          barChartProps={{ accessibilityLayer: false }}
        />
      </Box>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {RESULT_SERIES.map((s) => (
                <th scope="col" key={s.name}>
                  {s.label}
                </th>
              ))}
              <th scope="col">{W.chartTableTotal}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {RESULT_SERIES.map((s) => (
                  <td key={s.name}>{format(row[s.name])}</td>
                ))}
                <td>{row.total}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
