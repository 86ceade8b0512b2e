import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { PAGE_LABELS } from "@/shared/roles";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { PageHeader } from "@/web/components/page-header";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";
import { ST_PROJECT_UI_MESSAGES as M } from "@/web/lib/messages/st-project";
import { RecordQuery } from "../../records/components/record-query";
import { StProjectForm } from "./st-project-form";

interface StProjectPageProps {
  doctorId: string;
  doctorName: string;
}

/** ST-arbete: the one form (topic, supervisor, status, summary) with 'Spara'. */
export function StProjectPage({ doctorId, doctorName }: StProjectPageProps) {
  return (
    <>
      <PageHeader
        title={PAGE_LABELS.stproject}
        subtitle={SHELL_MESSAGES.viewingDoctor(doctorName)}
        actions={
          <Button
            component={Link}
            to="/history"
            variant="default"
            leftSection={<IconHistory size={16} aria-hidden />}
          >
            {M.history}
          </Button>
        }
      />
      <RecordQuery doctorId={doctorId}>
        {(record) => <StProjectContent record={record} />}
      </RecordQuery>
    </>
  );
}

function StProjectContent({ record }: { record: TDoctorRecord }) {
  const canEdit = record.permissions.canEdit;
  return (
    <Stack gap="lg">
      <Text>{canEdit ? M.intro : M.readOnly}</Text>
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="st-project-title"
        maw={760}
      >
        <Title id="st-project-title" order={2} fz="lg" mb="md">
          {M.formTitle}
        </Title>
        <StProjectForm
          key={record.doctor.id}
          doctorId={record.doctor.id}
          initial={record.stProject}
          canEdit={canEdit}
        />
      </Card>
    </Stack>
  );
}
