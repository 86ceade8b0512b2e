import { useNavigate, useSearch } from "@tanstack/react-router";
import { AUTH_MESSAGES } from "@/shared/messages/auth";
import { safeReturnPath } from "@/shared/rules/return-path";
import { LoginPage } from "@/web/features/auth/components/login-page";
import { AUTH_UI_MESSAGES } from "@/web/lib/messages/auth";
import {
  clearSessionExpiredNotice,
  lostWritesNotice,
  sessionExpiredNotice,
} from "@/web/lib/session-expiry";
import { homeHref } from "../access";

function noticeText(
  notice: ReturnType<typeof sessionExpiredNotice>,
  lostWrites: readonly string[],
) {
  if (notice === undefined) return undefined;
  const parts: string[] = [AUTH_MESSAGES.sessionExpired];
  if (notice === "expiredTextLost") parts.push(AUTH_UI_MESSAGES.unsavedTextLost);
  // Each change that was on its way is named, and it is kept to send again (decision 159).
  if (lostWrites.length > 0) {
    parts.push(...lostWrites, AUTH_UI_MESSAGES.lostChangesKept(lostWrites.length));
  }
  return parts.join(" ");
}

export function LoginRoute() {
  const { redirect } = useSearch({ from: "/login" });
  const navigate = useNavigate();
  return (
    <LoginPage
      notice={noticeText(sessionExpiredNotice(), lostWritesNotice())}
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
