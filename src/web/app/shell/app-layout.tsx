import { Navigate, Outlet, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { ForcedPasswordChange } from "@/web/features/account/components/forced-password-change";
import { rememberSession } from "@/web/lib/offline-session";
import { useSession } from "@/web/lib/session";
import { isSigningOut } from "@/web/lib/sign-out";
import { isSessionExpiring } from "../session-expiry";
import { preloadToasts } from "../toast-host";
import { useOfflineDraftSender } from "./offline-draft-sender";
import { Shell } from "./shell";
import { UnsavedChangesPrompt } from "./unsaved-changes-prompt";
import { useLogout } from "./use-logout";

/** The signed-in part of the portal (lazy: none of this loads on the public pages). */
export function AppLayout() {
  const { data: session } = useSession();
  const location = useLocation();
  const logout = useLogout();
  // The device keeps who is signed in, so the shell opens without network (decision 218).
  useEffect(() => {
    if (session && !session.user.mustChangePassword) rememberSession(session);
  }, [session]);

  if (!session) {
    if (isSigningOut() || isSessionExpiring()) return null;
    return <Navigate to="/login" search={{ redirect: location.href }} replace />;
  }
  if (session.user.mustChangePassword) {
    return <ForcedPasswordChange onSignOut={logout.run} signingOut={logout.busy} />;
  }
  return <SignedIn userId={session.user.id} />;
}

function SignedIn({ userId }: { userId: string }) {
  useOfflineDraftSender(userId);
  useEffect(preloadToasts, []);
  return (
    <Shell>
      <Outlet />
      <UnsavedChangesPrompt />
    </Shell>
  );
}
