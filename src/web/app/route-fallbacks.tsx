import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import { errorMessage } from "@/web/lib/api-client";
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

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container component="main" size="sm" py={80}>
      <Stack align="flex-start">
        <Title order={1}>{M.errorTitle}</Title>
        <Text role="alert">{errorMessage(error)}</Text>
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
