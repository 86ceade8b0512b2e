import { Alert, Text } from "@mantine/core";
import { type DoctorPage, PAGE_LABELS } from "@/shared/roles";
import { PageHeader } from "@/web/components/page-header";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";

interface RecordPlaceholderProps {
  page: DoctorPage;
  doctorName: string;
}

/** Stands in for a record page until its feature lands; the route and its permissions exist. */
export function RecordPlaceholder({ page, doctorName }: RecordPlaceholderProps) {
  return (
    <>
      <PageHeader title={PAGE_LABELS[page]} subtitle={M.viewingDoctor(doctorName)} />
      <Alert variant="light" color="blue" role="note">
        <Text>{M.underConstruction}</Text>
      </Alert>
    </>
  );
}
