import { Button, Text } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { SectionCard } from "@/web/components/section-card";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";
import { useResetProfile } from "../api/reset-profile";

/** 'Återställ profil' on the own profile; shown only when the server allows it (canReset). */
export function ResetProfileSection({ doctorId }: { doctorId: string }) {
  const [confirming, setConfirming] = useState(false);
  const reset = useResetProfile(doctorId);
  return (
    <SectionCard id="reset-title" title={M.resetTitle}>
      <Text fz="sm">{M.resetText}</Text>
      <div>
        <Button
          color="red.9"
          variant="outline"
          onClick={() => setConfirming(true)}
          loading={reset.isPending}
        >
          {M.resetButton}
        </Button>
      </div>
      <ConfirmDialog
        opened={confirming}
        title={M.confirmTitle}
        confirmLabel={M.confirmResetButton}
        danger
        busy={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        {M.confirmReset}
      </ConfirmDialog>
    </SectionCard>
  );
}
