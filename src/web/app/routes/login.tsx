import { useNavigate, useSearch } from "@tanstack/react-router";
import { AUTH_MESSAGES } from "@/shared/messages/auth";
import { safeReturnPath } from "@/shared/rules/return-path";
import { LoginPage } from "@/web/features/auth/components/login-page";
import { AUTH_UI_MESSAGES } from "@/web/lib/messages/auth";
import { clearSessionExpiredNotice, sessionExpiredNotice } from "@/web/lib/session-expiry";
import { homeHref } from "../access";

function noticeText(notice: ReturnType<typeof sessionExpiredNotice>) {
  if (notice === "expired") return AUTH_MESSAGES.sessionExpired;
  if (notice === "expiredTextLost") {
    return `${AUTH_MESSAGES.sessionExpired} ${AUTH_UI_MESSAGES.unsavedTextLost}`;
  }
  return undefined;
}

export function LoginRoute() {
  const { redirect } = useSearch({ from: "/login" });
  const navigate = useNavigate();
  return (
    <LoginPage
      notice={noticeText(sessionExpiredNotice())}
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
