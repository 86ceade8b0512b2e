import { Alert, Table, Text } from "@mantine/core";
import { CONFIDENCE_MESSAGES as C } from "@/shared/messages/signing-rights-confidence";
import {
  formatInterval,
  formatWholePercent,
  type RateInterval,
} from "@/shared/rules/signing-rights-confidence";
import { PageLoader } from "@/web/components/page-loader";
import { SectionCard } from "@/web/components/section-card";
import { useCalibration } from "../api/calibration";

const share = (i: RateInterval) =>
  i.n === 0 ? C.noColleagues : C.shareOf(formatWholePercent(i.rate), formatInterval(i), i.k, i.n);

/** 'Bedömarnas kalibrering' (decision 225): for directors and administrators. */
export function CalibrationSection() {
  const query = useCalibration();
  const rows = query.data?.rows;
  return (
    <SectionCard id="sr-calibration" title={C.calibrationTitle} hint={C.calibrationDescription}>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {C.calibrationFailed}
        </Alert>
      ) : !rows ? (
        <PageLoader />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{C.calibrationEmpty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} className="stack-on-phone">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{C.calibrationColumns.name}</Table.Th>
                <Table.Th scope="col">{C.calibrationColumns.assessments}</Table.Th>
                <Table.Th scope="col">{C.calibrationColumns.doctors}</Table.Th>
                <Table.Th scope="col">{C.calibrationColumns.own}</Table.Th>
                <Table.Th scope="col">{C.calibrationColumns.colleagues}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.name ?? ""}>
                  <Table.Th scope="row">{row.name ?? C.calibrationGroup(row.specialists)}</Table.Th>
                  <Table.Td data-label={C.calibrationColumns.assessments}>{row.own.n}</Table.Td>
                  <Table.Td data-label={C.calibrationColumns.doctors}>{row.doctors}</Table.Td>
                  <Table.Td data-label={C.calibrationColumns.own}>{share(row.own)}</Table.Td>
                  <Table.Td data-label={C.calibrationColumns.colleagues}>
                    {share(row.colleagues)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
