import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import { COMMON_MESSAGES } from "@/shared/messages/common";
import { LoadError } from "@/web/components/load-error";
import { errorMessage, isApiError } from "@/web/lib/api-client";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";

export function NotFoundPage() {
  return (
    <Container component="main" size="sm" py={80}>
      <Stack align="flex-start">
        <Title order={1}>{M.notFoundTitle}</Title>
        <Text>{M.notFoundText}</Text>
        <Button component={Link} to="/">
          {M.toStart}
        </Button>
      </Stack>
    </Container>
  );
}

/** A signed-in page that failed: said inside the shell, so the menu and 'Logga ut' stay. */
export function PageErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <LoadError
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container component="main" size="sm" py={80}>
      <Stack align="flex-start">
        <Title order={1}>{M.errorTitle}</Title>
        <Text role="alert">
          {/* Only the server's answers are Swedish; a script error's text is not for the user. */}
          {isApiError(error) ? errorMessage(error) : COMMON_MESSAGES.unknown}
        </Text>
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {M.retry}
        </Button>
      </Stack>
    </Container>
  );
}
