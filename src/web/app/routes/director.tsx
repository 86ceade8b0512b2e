import { DirectorPanel } from "@/web/features/users/components/director-panel";
import { useShell } from "../shell/use-shell";

export function DirectorRoute() {
  const { session, selectedDoctor } = useShell();
  return (
    <DirectorPanel
      doctorId={selectedDoctor?.id}
      doctorName={selectedDoctor?.displayName}
      canCreate={session?.permissions.canCreateUsers ?? false}
      assignableRoles={session?.permissions.assignableRoles ?? []}
    />
  );
}
