import { ProfilePage } from "@/web/features/account/components/profile-page";
import { useLogout } from "../shell/use-logout";
import { useShell } from "../shell/use-shell";

export function ProfileRoute() {
  const { session } = useShell();
  const logout = useLogout();
  if (!session) return null;
  return <ProfilePage user={session.user} onSignOut={logout.run} signingOut={logout.busy} />;
}
