import { Alert, Button, Text } from "@mantine/core";
import { useEffect } from "react";
import type { TPasswordSignInMode } from "@/shared/schemas/provider-sign-in";
import { PROVIDER_UI_MESSAGES as M } from "@/web/lib/messages/provider-sign-in";
import { useSignInOptions } from "../api/get-sign-in-options";

/**
 * The identity provider's button above the password forms, where one is configured, and the note
 * of the password mode; tells the login page which password forms to show (decision 246).
 */
export default function ProviderChoice({
  onMode,
}: {
  onMode: (mode: TPasswordSignInMode) => void;
}) {
  const options = useSignInOptions();
  useEffect(() => {
    if (options) onMode(options.password);
  }, [options, onMode]);
  if (!options?.provider) return null;
  return (
    <>
      {/* A navigation, not a call: the provider's pages come next, then the callback. */}
      <Button component="a" href="/api/session/oidc/start" size="md" fullWidth>
        {options.provider.label}
      </Button>
      {options.password === "admins" ? (
        <Alert variant="light" color="gray" role="note">
          <Text fz="sm">{M.adminsOnlyNote}</Text>
        </Alert>
      ) : null}
    </>
  );
}
