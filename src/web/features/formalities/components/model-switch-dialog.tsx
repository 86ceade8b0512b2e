import { List, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { RecordedGoal } from "@/shared/rules/model-lock";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { goalCatalogueQueryOptions } from "@/web/entities/goal/api/get-goal-catalogue";
import { useDoctorSpecialty } from "@/web/entities/goal/doctor-specialty";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";

interface ModelSwitchDialogProps {
  /** The recorded goals the new model would hide; none closes the dialog. */
  hidden: readonly RecordedGoal[];
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a model switch hides goals with progress or a certificate (decision 072). */
export function ModelSwitchDialog({ hidden, onConfirm, onClose }: ModelSwitchDialogProps) {
  // The clinic's catalogue of the record's specialty names the goals, read once the dialog opens;
  // the page needs none of the shipped data (decision 268). Until it has loaded, the ids are listed.
  const catalogue = useQuery({ ...goalCatalogueQueryOptions(), enabled: hidden.length > 0 }).data;
  const specialty = useDoctorSpecialty();
  const titleOf = (goalId: string) =>
    catalogue?.find((g) => g.specialty === specialty && g.id === goalId)?.title;
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
            const title = titleOf(g.goalId);
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
