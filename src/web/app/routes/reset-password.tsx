import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";
import { ResetPasswordPage } from "@/web/features/auth/components/reset-password-page";
import { sessionQueryKey } from "@/web/lib/query-keys";

export function ResetPasswordRoute() {
  const { token } = useSearch({ from: "/reset-password" });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const goToLogin = useCallback(() => {
    // The reset ended every session of that account; ask the server afresh on the login page.
    queryClient.removeQueries({ queryKey: sessionQueryKey });
    void navigate({ to: "/login", replace: true });
  }, [navigate, queryClient]);
  return <ResetPasswordPage token={token} onDone={goToLogin} />;
}
