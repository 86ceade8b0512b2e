import { Stack } from "@mantine/core";
import { PAGE_LABELS, type Role } from "@/shared/roles";
import { PageHeader } from "@/web/components/page-header";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import { SupervisorAssignments } from "./supervisor-assignments";
import { UsersPanel } from "./users-panel";

interface AdminPanelProps {
  canCreate: boolean;
  /** The roles the server lets this user create (session permissions). */
  assignableRoles: readonly Role[];
}

export function AdminPanel({ canCreate, assignableRoles }: AdminPanelProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={PAGE_LABELS.admin} subtitle={M.adminIntro} />
      <UsersPanel canCreate={canCreate} assignableRoles={assignableRoles} />
      <SupervisorAssignments mode="all" />
    </Stack>
  );
}
