import { SigningRightsPage } from "@/web/features/signing-rights/components/signing-rights-page";
import { useShell } from "../shell/use-shell";

export function SigningRightsRoute() {
  const { session } = useShell();
  if (!session) return null;
  return (
    <SigningRightsPage allowed={session.permissions.pages.includes("signing-rights-assessment")} />
  );
}
