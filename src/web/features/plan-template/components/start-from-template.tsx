import { Button, Group, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import type { TPlanTemplateApplication } from "@/shared/schemas/plan-template";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { PLAN_TEMPLATE_UI_MESSAGES as M } from "@/web/lib/messages/plan-template";
import { hideToast, showToast } from "@/web/lib/toasts";
import { useUndoTemplate } from "../api/doctor-template";
import type { TemplateNames } from "./template-preview";

// The dialog loads when first opened: most visits to the overview never open it.
const PlanTemplateModal = lazy(() =>
  import("./plan-template-modal").then((m) => ({ default: m.PlanTemplateModal })),
);

/** Long enough to reach 'Ångra' in the toast; the dialog keeps offering it afterwards. */
const UNDO_TOAST_MS = 10_000;

interface StartFromTemplateProps {
  doctorId: string;
  names: TemplateNames;
}

/**
 * 'Starta från standardplan' on Översikt, for whoever may edit the record: the dialog shows what
 * the clinic's standard plan would add, and applying it is undone as a whole ('Ångra').
 */
export function StartFromTemplate({ doctorId, names }: StartFromTemplateProps) {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [undoing, setUndoing] = useState<TPlanTemplateApplication>();
  const undo = useUndoTemplate(doctorId);

  function applied(message: string, application: TPlanTemplateApplication) {
    setOpened(false);
    const toastId = `plan-template-${application.id}`;
    showToast(
      "success",
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text fz="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => {
            hideToast(toastId);
            setUndoing(application);
          }}
        >
          {M.start.undo}
        </Button>
      </Group>,
      UNDO_TOAST_MS,
      toastId,
    );
  }

  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        {M.start.button}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <PlanTemplateModal
            doctorId={doctorId}
            names={names}
            opened={opened}
            onClose={() => setOpened(false)}
            onApplied={applied}
            onUndo={setUndoing}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        opened={undoing !== undefined}
        title={M.start.undoTitle}
        confirmLabel={M.start.undo}
        busy={undo.isPending}
        danger
        onClose={() => setUndoing(undefined)}
        onConfirm={() => {
          if (!undoing) return;
          undo.mutate(undoing.id, {
            onSettled: () => {
              setUndoing(undefined);
              void undo.refreshPreview();
            },
          });
        }}
      >
        {M.start.undoConfirm}
      </ConfirmDialog>
    </>
  );
}
