import { Alert, Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconLogout } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { AUTH_MESSAGES } from "@/shared/messages/auth";
import { AUTH_UI_MESSAGES as M } from "@/web/lib/messages/auth";
import { ChangePasswordForm } from "./change-password-form";

interface ForcedPasswordChangeProps {
  onSignOut: () => void;
  signingOut: boolean;
}

/** Shown instead of the whole app while the account still has its one-time password. */
export function ForcedPasswordChange({ onSignOut, signingOut }: ForcedPasswordChangeProps) {
  useDocumentTitle(`${M.changeTitle} – ST-portalen`);
  const router = useRouter();
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p={{ base: "lg", sm: "xl" }} w="100%" maw={480}>
        <Stack gap="md">
          <Title order={1} fz={26}>
            {M.changeTitle}
          </Title>
          <Alert color="blue" variant="light" role="note">
            <Text fz="sm">{AUTH_MESSAGES.mustChangePassword}</Text>
            <Text fz="sm" mt={4}>
              {M.forcedIntro}
            </Text>
          </Alert>
          {/* The layout route skipped choosing an ST doctor while the change was pending. */}
          <ChangePasswordForm onChanged={() => void router.invalidate()} />
          <Button
            variant="default"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={onSignOut}
            loading={signingOut}
            style={{ alignSelf: "flex-start" }}
          >
            {M.logout}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
