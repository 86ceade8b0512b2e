import { useNavigate, useSearch } from "@tanstack/react-router";
import { LoginPage } from "@/web/features/auth/components/login-page";
import { homeHref } from "../access";

export function LoginRoute() {
  const { redirect } = useSearch({ from: "/login" });
  const navigate = useNavigate();
  return (
    <LoginPage
      onSignedIn={(session) => {
        void navigate({ href: redirect ?? homeHref(session.user.role), replace: true });
      }}
    />
  );
}
