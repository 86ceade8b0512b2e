import { Alert, Card, Stack, Text, Title } from "@mantine/core";
import { COMMON_MESSAGES } from "@/shared/messages/common";
import { PageLoader } from "@/web/components/page-loader";
import { errorMessage } from "@/web/lib/api-client";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import { useSupervisors } from "../api/get-supervisors";
import { useUsers } from "../api/get-users";
import { SupervisorPicker } from "./supervisor-picker";

type SupervisorAssignmentsProps =
  /** Admin panel: every ST doctor. */
  | { mode: "all" }
  /** Director panel: only the ST doctor selected in the shell (none selected: a hint). */
  | { mode: "selected"; doctorId: string | undefined };

export function SupervisorAssignments(props: SupervisorAssignmentsProps) {
  const doctors = useUsers({ role: "ST_DOCTOR" });
  const supervisors = useSupervisors();

  let body: React.ReactNode;
  if (doctors.isPending || supervisors.isPending) {
    body = <PageLoader />;
  } else if (doctors.isError || supervisors.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        <Text c="red.9">
          {errorMessage(doctors.error ?? supervisors.error, COMMON_MESSAGES.loadFailed)}
        </Text>
      </Alert>
    );
  } else {
    const shown =
      props.mode === "all" ? doctors.data : doctors.data.filter((d) => d.id === props.doctorId);
    body =
      shown.length === 0 ? (
        <Text c="dimmed">{props.mode === "selected" ? M.directorPickDoctor : M.noDoctors}</Text>
      ) : (
        <Stack gap="md">
          {supervisors.data.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {M.noSupervisorsAvailable}
            </Text>
          ) : null}
          {shown.map((doctor) => (
            <SupervisorPicker
              key={doctor.id}
              doctorId={doctor.id}
              doctorName={doctor.displayName}
              currentIds={doctor.supervisorIds}
              assigned={doctor.supervisors}
              supervisors={supervisors.data}
            />
          ))}
        </Stack>
      );
  }

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="supervisors-title"
    >
      <Title id="supervisors-title" order={2} fz="lg" mb={4}>
        {M.supervisorsTitle}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {M.supervisorsIntro}
      </Text>
      {body}
    </Card>
  );
}
