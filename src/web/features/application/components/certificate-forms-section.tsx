import { Badge, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { ST_MODEL_LABELS } from "@/shared/curriculum/goal-models";
import { QueryState } from "@/web/components/query-state";
import { SectionCard } from "@/web/components/section-card";
import { formatDateTime } from "@/web/lib/dates";
import { APPLICATION_UI_MESSAGES } from "@/web/lib/messages/application";
import { useCertificateForms } from "../api/certificate-forms";
import { CertificateFormsUpload } from "./certificate-forms-upload";

const M = APPLICATION_UI_MESSAGES.forms;

type FormStatus = NonNullable<ReturnType<typeof useCertificateForms>["data"]>[number];

/**
 * 'Blanketter' on Adminpanel (decision 195): Socialstyrelsen's forms of both models, which are
 * uploaded and which are missing, and the upload of new ones.
 */
export function CertificateFormsSection() {
  const forms = useCertificateForms();
  return (
    <SectionCard id="certificate-forms-title" title={M.title} hint={M.hint}>
      <QueryState query={forms}>{(list) => <CertificateFormsTable forms={list} />}</QueryState>
      <CertificateFormsUpload />
    </SectionCard>
  );
}

function CertificateFormsTable({ forms }: { forms: readonly FormStatus[] }) {
  return (
    <Table.ScrollContainer minWidth={720} className="stack-on-phone">
      <Table striped verticalSpacing="xs">
        <Table.Caption>
          <VisuallyHidden>{M.caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{M.name}</Table.Th>
            <Table.Th scope="col">{M.file}</Table.Th>
            <Table.Th scope="col">{M.uploadedAt}</Table.Th>
            <Table.Th scope="col">{M.uploadedBy}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {forms.map((form) => (
            <Table.Tr key={form.key}>
              <Table.Td data-label={M.name}>
                <Stack gap={0}>
                  <Text fz="sm" fw={600}>
                    {form.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {ST_MODEL_LABELS[form.model]}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td data-label={M.file}>
                {form.active ? (
                  <Stack gap={0}>
                    <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
                      {form.active.originalName}
                    </Text>
                    {form.replacedCount > 0 ? (
                      <Text fz="xs" c="dimmed">
                        {M.replaced(form.replacedCount)}
                      </Text>
                    ) : null}
                  </Stack>
                ) : (
                  <Badge variant="outline" color="red.9" size="sm" radius="sm">
                    {M.missing}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td data-label={M.uploadedAt}>
                {form.active ? (
                  <time dateTime={form.active.uploadedAt}>
                    {formatDateTime(form.active.uploadedAt)}
                  </time>
                ) : (
                  "–"
                )}
              </Table.Td>
              <Table.Td data-label={M.uploadedBy}>
                {form.active ? (form.active.uploadedBy ?? M.unknownUploader) : "–"}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
