import { SigningRightsPage } from "@/web/features/signing-rights/components/signing-rights-page";
import { useShell } from "../shell/use-shell";

export function SigningRightsRoute() {
  const { role } = useShell();
  return role ? <SigningRightsPage role={role} /> : null;
}
