import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TFormalities } from "@/shared/schemas/formalities";
import { SectionCard } from "@/web/components/section-card";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";
import { USERS_UI_MESSAGES } from "@/web/lib/messages/users";

interface KeyPersonsProps {
  formalities: TFormalities;
  supervisors: TDoctorRecord["supervisors"];
}

function Person({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value || M.notGiven}</Text>
    </Stack>
  );
}

/** Head of department, director of studies and the assigned supervisors. */
export function KeyPersons({ formalities, supervisors }: KeyPersonsProps) {
  const names =
    supervisors.length > 0
      ? supervisors
          .map((s) => {
            const name = s.isActive
              ? s.displayName
              : USERS_UI_MESSAGES.inactiveSupervisor(s.displayName);
            return s.isMain ? USERS_UI_MESSAGES.mainSupervisorMark(name) : name;
          })
          .join(", ")
      : M.noSupervisors;
  return (
    <SectionCard id="key-persons-title" title={M.keyPersonsTitle}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Person label={M.headOfDepartment} value={formalities.headOfDepartment} />
        <Person label={M.directorOfStudies} value={formalities.directorOfStudies} />
        <Person label={M.supervisors} value={names} />
      </SimpleGrid>
    </SectionCard>
  );
}
