import { List, Stack, Text } from "@mantine/core";
import { findGoal, modelOfGoal } from "@/shared/curriculum/goals";
import type { RecordedGoal } from "@/shared/rules/model-lock";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";

interface ModelSwitchDialogProps {
  /** The recorded goals the new model would hide; none closes the dialog. */
  hidden: readonly RecordedGoal[];
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a model switch hides goals with progress or a certificate (decision 072). */
export function ModelSwitchDialog({ hidden, onConfirm, onClose }: ModelSwitchDialogProps) {
  return (
    <ConfirmDialog
      opened={hidden.length > 0}
      title={M.modelSwitchTitle}
      confirmLabel={M.modelSwitchConfirm}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text>{M.modelSwitchText(hidden.length)}</Text>
        <List size="sm" spacing={4} data-testid="hidden-goals">
          {hidden.map((g) => {
            const title = findGoal(modelOfGoal(g.goalId) ?? "UNSELECTED", g.goalId)?.title;
            return (
              <List.Item key={g.goalId}>{title ? `${g.goalId}: ${title}` : g.goalId}</List.Item>
            );
          })}
        </List>
        <Text fz="sm" c="dimmed">
          {M.modelSwitchKept}
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
