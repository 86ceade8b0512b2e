import { Box, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import type { TAssignedSupervisor } from "@/shared/schemas/users";
import { QueryState } from "@/web/components/query-state";
import { SearchField } from "@/web/components/search-field";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import { useAssignedSupervisors } from "../api/get-assigned-supervisors";
import type { UserListItem } from "../api/get-users";
import { DOCTORS_LIST } from "../api/panel-queries";
import { PagedUsers } from "./list-pagination";
import { type DoctorRef, SupervisorDialog } from "./supervisor-dialog";
import { useUserList } from "./use-user-list";

type SupervisorAssignmentsProps =
  /** Admin panel: every ST doctor, a page at a time. */
  | { mode: "all" }
  /** Director panel: only the ST doctor selected in the shell (none selected: a hint). */
  | { mode: "selected"; doctor: DoctorRef | undefined };

/**
 * 'Handledartilldelning': each ST doctor's supervisors as text, and one button that opens the
 * dialog to change them (decision 116).
 */
export function SupervisorAssignments(props: SupervisorAssignmentsProps) {
  const [editing, setEditing] = useState<DoctorRef>();
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
      {props.mode === "all" ? (
        <DoctorsTable onChange={setEditing} />
      ) : props.doctor ? (
        <SelectedDoctor doctor={props.doctor} onChange={setEditing} />
      ) : (
        <Text c="dimmed">{M.directorPickDoctor}</Text>
      )}
      <SupervisorDialog doctor={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}

/** 'Karin Holm, Lars Lindqvist (inaktiv)' or 'Ingen handledare tilldelad.' */
function SupervisorNames({ supervisors }: { supervisors: readonly TAssignedSupervisor[] }) {
  if (supervisors.length === 0)
    return (
      <Text span c="dimmed" fz="sm">
        {M.noSupervisorAssigned}
      </Text>
    );
  return (
    <>
      {supervisors
        .map((s) => (s.isActive ? s.displayName : M.inactiveSupervisor(s.displayName)))
        .map((name, i) => (supervisors[i]?.isMain ? M.mainSupervisorMark(name) : name))
        .join(", ")}
    </>
  );
}

function ChangeButton({
  doctor,
  onChange,
}: {
  doctor: DoctorRef;
  onChange: (d: DoctorRef) => void;
}) {
  return (
    <Button
      size="xs"
      variant="light"
      aria-label={M.changeSupervisorsFor(doctor.displayName)}
      onClick={() => onChange(doctor)}
    >
      {M.changeSupervisors}
    </Button>
  );
}

function SelectedDoctor({
  doctor,
  onChange,
}: {
  doctor: DoctorRef;
  onChange: (d: DoctorRef) => void;
}) {
  const assigned = useAssignedSupervisors(doctor.id);
  return (
    <QueryState query={assigned} loadingLabel={M.loadingSupervisors}>
      {(supervisors) => (
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600}>{M.supervisorsFor(doctor.displayName)}</Text>
            <Text fz="sm">
              <SupervisorNames supervisors={supervisors} />
            </Text>
          </Stack>
          <ChangeButton doctor={doctor} onChange={onChange} />
        </Group>
      )}
    </QueryState>
  );
}

function DoctorsTable({ onChange }: { onChange: (d: DoctorRef) => void }) {
  const list = useUserList(DOCTORS_LIST);
  return (
    <>
      <SearchField
        label={M.searchDoctors}
        placeholder={M.searchPlaceholder}
        value={list.searchText}
        onChange={list.setSearchText}
        miw={220}
      />
      <Box mt="md">
        <PagedUsers
          list={list}
          pageSize={DOCTORS_LIST.pageSize}
          loadingLabel={M.loadingDoctors}
          emptyText={list.searchText.trim() ? M.noDoctorMatch : M.noDoctors}
          pagesLabel={M.doctorsPages}
        >
          {(doctors) => <DoctorRows doctors={doctors} onChange={onChange} />}
        </PagedUsers>
      </Box>
    </>
  );
}

function DoctorRows({
  doctors,
  onChange,
}: {
  doctors: UserListItem[];
  onChange: (d: DoctorRef) => void;
}) {
  return (
    // On phones each doctor is a card (phone-and-print.css).
    <Table.ScrollContainer minWidth={560} className="stack-on-phone">
      <Table striped verticalSpacing="xs">
        <Table.Caption>
          <VisuallyHidden>{M.doctorsTitle}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{M.doctorColumns.doctor}</Table.Th>
            <Table.Th scope="col">{M.doctorColumns.supervisors}</Table.Th>
            <Table.Th scope="col">{M.doctorColumns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {doctors.map((doctor) => (
            <Table.Tr key={doctor.id}>
              <Table.Th scope="row" fw={600}>
                {doctor.displayName}
              </Table.Th>
              <Table.Td data-label={M.doctorColumns.supervisors}>
                <SupervisorNames supervisors={doctor.supervisors} />
              </Table.Td>
              <Table.Td>
                <ChangeButton
                  doctor={{
                    id: doctor.id,
                    displayName: doctor.displayName,
                    supervisors: doctor.supervisors,
                  }}
                  onChange={onChange}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
