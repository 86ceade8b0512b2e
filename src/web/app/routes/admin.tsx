import { AdminPanel } from "@/web/features/users/components/admin-panel";
import { useShell } from "../shell/use-shell";

export function AdminRoute() {
  const { session } = useShell();
  return (
    <AdminPanel
      canCreate={session?.permissions.canCreateUsers ?? false}
      assignableRoles={session?.permissions.assignableRoles ?? []}
    />
  );
}
