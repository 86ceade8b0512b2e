import { Alert, Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { RECORD_MESSAGES } from "@/shared/messages/records";
import { STALE_WRITE_UI_MESSAGES as M } from "@/web/lib/messages/stale-write";
import { toast } from "@/web/lib/toasts";

interface StaleWriteAlertProps {
  /** 'stale': the save was refused; 'reloaded': the server's version is taken, the text kept. */
  state: "stale" | "reloaded" | null;
  onReload: () => Promise<void>;
}

/** Shown in a form whose save met someone else's newer save; 'Ladda om' keeps what was typed. */
export function StaleWriteAlert({ state, onReload }: StaleWriteAlertProps) {
  const [busy, setBusy] = useState(false);
  if (state === null) return null;
  if (state === "reloaded") {
    return (
      <Alert color="blue" variant="light" role="status">
        <Text fz="sm">{M.reloaded}</Text>
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" role="alert">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm">{RECORD_MESSAGES.staleWrite}</Text>
        <Button
          size="xs"
          variant="default"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onReload();
            } catch {
              toast.error(M.reloadFailed);
            } finally {
              setBusy(false);
            }
          }}
        >
          {M.reload}
        </Button>
      </Group>
    </Alert>
  );
}

/** The description under a field whose saved value differs from what is typed, after a reload. */
export function savedValueHint(saved: string | undefined, typed: string): string | undefined {
  return saved !== undefined && saved !== typed ? M.savedValue(saved) : undefined;
}
