import { Stack } from "@mantine/core";
import { PAGE_LABELS, ROLES, type Role } from "@/shared/roles";
import { PageHeader } from "@/web/components/page-header";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import { SupervisorAssignments } from "./supervisor-assignments";
import { UsersPanel } from "./users-panel";

// Directors manage every account except administrators' (docs/api.md); the server enforces it.
const DIRECTOR_ROLES: readonly Role[] = ROLES.filter((r) => r !== "ADMIN");

interface DirectorPanelProps {
  doctorId: string | undefined;
  doctorName: string | undefined;
  canCreate: boolean;
}

export function DirectorPanel({ doctorId, doctorName, canCreate }: DirectorPanelProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={PAGE_LABELS.director}
        subtitle={doctorName ? M.directorSelected(doctorName) : M.directorIntro}
      />
      <SupervisorAssignments mode="selected" doctorId={doctorId} />
      <UsersPanel canCreate={canCreate} assignableRoles={DIRECTOR_ROLES} />
    </Stack>
  );
}
