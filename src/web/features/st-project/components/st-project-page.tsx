import { Card, Stack, Text, Title } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { PAGE_LABELS } from "@/shared/roles";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { HeaderLinkButton } from "@/web/components/header-link-button";
import { RecordPage } from "@/web/entities/record/components/record-page";
import { ST_PROJECT_UI_MESSAGES as M } from "@/web/lib/messages/st-project";
import { StProjectForm } from "./st-project-form";

interface StProjectPageProps {
  doctorId: string;
  doctorName: string;
}

/** ST-arbete: the one form (topic, supervisor, status, summary) with 'Spara'. */
export function StProjectPage({ doctorId, doctorName }: StProjectPageProps) {
  return (
    <RecordPage
      title={PAGE_LABELS.stproject}
      doctorId={doctorId}
      doctorName={doctorName}
      actions={
        <HeaderLinkButton to="/history" icon={IconHistory}>
          {M.history}
        </HeaderLinkButton>
      }
    >
      {(record) => <StProjectContent record={record} />}
    </RecordPage>
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
          goalModel={record.formalities.stModel}
        />
      </Card>
    </Stack>
  );
}
