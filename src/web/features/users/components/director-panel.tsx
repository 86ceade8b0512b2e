import { Stack } from "@mantine/core";
import { PAGE_LABELS, type Role } from "@/shared/roles";
import { PageHeader } from "@/web/components/page-header";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import { SupervisorAssignments } from "./supervisor-assignments";
import { UsersPanel } from "./users-panel";

interface DirectorPanelProps {
  doctorId: string | undefined;
  doctorName: string | undefined;
  canCreate: boolean;
  /** The roles the server lets this user create (session permissions). */
  assignableRoles: readonly Role[];
}

export function DirectorPanel({
  doctorId,
  doctorName,
  canCreate,
  assignableRoles,
}: DirectorPanelProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={PAGE_LABELS.director}
        subtitle={doctorName ? M.directorSelected(doctorName) : M.directorIntro}
      />
      <SupervisorAssignments
        mode="selected"
        doctor={doctorId && doctorName ? { id: doctorId, displayName: doctorName } : undefined}
      />
      <UsersPanel canCreate={canCreate} assignableRoles={assignableRoles} />
    </Stack>
  );
}
