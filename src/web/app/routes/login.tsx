import { useNavigate, useSearch } from "@tanstack/react-router";
import { AUTH_MESSAGES } from "@/shared/messages/auth";
import { safeReturnPath } from "@/shared/rules/return-path";
import { LoginPage } from "@/web/features/auth/components/login-page";
import { clearSessionExpiredNotice, hasSessionExpiredNotice } from "@/web/lib/session-expiry";
import { homeHref } from "../access";

export function LoginRoute() {
  const { redirect } = useSearch({ from: "/login" });
  const navigate = useNavigate();
  return (
    <LoginPage
      notice={hasSessionExpiredNotice() ? AUTH_MESSAGES.sessionExpired : undefined}
      onSignedIn={(session) => {
        clearSessionExpiredNotice();
        void navigate({
          href: safeReturnPath(redirect) ?? homeHref(session.user.role),
          replace: true,
        });
      }}
    />
  );
}
