import { Alert, Button, Stack, Text } from "@mantine/core";
import { COMMON_MESSAGES } from "@/shared/messages/common";
import { errorMessage, isApiError } from "@/web/lib/api-client";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * A page whose data failed to load: 'Kunde inte ladda data', the reason, and 'Försök igen'; without
 * network, 'Ingen anslutning' instead.
 */
export function LoadError({ error, onRetry, retrying = false }: LoadErrorProps) {
  // No network is no fault of the page: said calmly, and the data comes when the network does.
  const offline = isApiError(error) && error.isNetworkError;
  const title = offline ? SHELL_MESSAGES.offlineTitle : COMMON_MESSAGES.loadFailed;
  // Only the server's answers are Swedish; a script error's English text is not for the user.
  const reason = offline
    ? SHELL_MESSAGES.offlineData
    : isApiError(error)
      ? errorMessage(error, COMMON_MESSAGES.loadFailed)
      : COMMON_MESSAGES.loadFailed;
  return (
    <Alert
      color={offline ? "gray" : "red"}
      variant="light"
      role={offline ? "status" : "alert"}
      title={title}
    >
      <Stack gap="sm" align="flex-start">
        {reason !== title ? <Text fz="sm">{reason}</Text> : null}
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          {SHELL_MESSAGES.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
