import { Alert, Button, Stack, Text } from "@mantine/core";
import { COMMON_MESSAGES } from "@/shared/messages/common";
import { errorMessage } from "@/web/lib/api-client";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A page whose data failed to load: 'Kunde inte ladda data', the reason, and 'Försök igen'. */
export function LoadError({ error, onRetry, retrying = false }: LoadErrorProps) {
  const reason = errorMessage(error, COMMON_MESSAGES.loadFailed);
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
