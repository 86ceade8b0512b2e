import { Alert, Button, Stack, Text } from "@mantine/core";
import { COMMON_MESSAGES } from "@/shared/messages/common";
import { errorMessage, isApiError } from "@/web/lib/api-client";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A page whose data failed to load: 'Kunde inte ladda data', the reason, and 'Försök igen'. */
export function LoadError({ error, onRetry, retrying = false }: LoadErrorProps) {
  // Only the server's answers are Swedish; a script error's English text is not for the user.
  const reason = isApiError(error)
    ? errorMessage(error, COMMON_MESSAGES.loadFailed)
    : COMMON_MESSAGES.loadFailed;
  return (
    <Alert color="red" variant="light" role="alert" title={COMMON_MESSAGES.loadFailed}>
      <Stack gap="sm" align="flex-start">
        {reason !== COMMON_MESSAGES.loadFailed ? <Text fz="sm">{reason}</Text> : null}
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          {SHELL_MESSAGES.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
