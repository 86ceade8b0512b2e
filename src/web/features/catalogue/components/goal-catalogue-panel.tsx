import { ActionIcon, Group, Stack, Switch, Table, Text, Tooltip } from "@mantine/core";
import { IconCircleCheck, IconCircleDashed, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { ST_MODEL_LABELS } from "@/shared/curriculum/goal-models";
import type {
  TGoalCatalogueEntry,
  TUpdateGoalDefinitionRequest,
} from "@/shared/schemas/goal-catalogue";
import { LoadError } from "@/web/components/load-error";
import { PageLoader } from "@/web/components/page-loader";
import { VerificationNote } from "@/web/components/verification-note";
import { CATALOGUE_UI_MESSAGES as M } from "@/web/lib/messages/catalogue";
import { showToast } from "@/web/lib/toasts";
import { useGoalCatalogue } from "../../goals/api/get-goal-catalogue";
import { useSaveGoal } from "../api/goal-catalogue";
import { GoalEntryModal } from "./goal-entry-modal";
import { useCatalogueSaveFailure } from "./use-catalogue-save-failure";

/** The goal texts: what remains to check against Socialstyrelsen's text, corrections, checks. */
export function GoalCataloguePanel() {
  const catalogue = useGoalCatalogue();
  const save = useSaveGoal();
  const [onlyUnchecked, setOnlyUnchecked] = useState(true);
  const [editing, setEditing] = useState<TGoalCatalogueEntry>();
  const { fieldError, clearFieldError, onFailure } = useCatalogueSaveFailure();

  if (catalogue.isPending) return <PageLoader />;
  if (catalogue.isError) {
    return (
      <LoadError
        error={catalogue.error}
        onRetry={() => catalogue.refetch()}
        retrying={catalogue.isFetching}
      />
    );
  }
  const goals = catalogue.data;
  const remaining = goals.filter((g) => g.verificationState === "unchecked");
  const rows = onlyUnchecked ? remaining : goals;

  function submit(values: TUpdateGoalDefinitionRequest) {
    if (!editing) return;
    clearFieldError();
    save.mutate(
      { kind: "update", id: editing.id, values },
      {
        onSuccess: () => {
          showToast("success", M.saved);
          setEditing(undefined);
        },
        onError: onFailure,
      },
    );
  }

  function setChecked(goal: TGoalCatalogueEntry, checked: boolean) {
    save.mutate(
      { kind: "checked", id: goal.id, checked },
      { onSuccess: () => showToast("success", M.checkedSaved), onError: onFailure },
    );
  }

  return (
    <Stack gap="md">
      <Text fz="sm">{M.goalsIntro}</Text>
      <Group justify="space-between" align="center">
        <Text fw={500} role="status" data-testid="goals-remaining">
          {M.goalsRemaining(remaining.length, goals.length)}
        </Text>
        <Switch
          label={M.onlyUnchecked}
          checked={onlyUnchecked}
          onChange={(e) => setOnlyUnchecked(e.currentTarget.checked)}
        />
      </Group>
      <Table.ScrollContainer minWidth={640} className="stack-on-phone">
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{M.goalColumns.goal}</Table.Th>
              <Table.Th>{M.goalColumns.model}</Table.Th>
              <Table.Th>{M.goalColumns.state}</Table.Th>
              <Table.Th>{M.goalColumns.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((g) => {
              const name = `${g.id} ${g.title}`;
              const isChecked = g.checked !== null;
              return (
                <Table.Tr key={g.id} data-testid={`catalogue-goal-${g.id}`}>
                  <Table.Td>
                    <Text fw={500}>{g.title}</Text>
                    <Text fz="xs" c="dimmed">
                      {g.id}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={M.goalColumns.model}>{ST_MODEL_LABELS[g.model]}</Table.Td>
                  <Table.Td data-label={M.goalColumns.state}>
                    <Stack gap={4}>
                      <VerificationNote state={g.verificationState} kind="goal" showVerified />
                      {g.reviewNote ? <Text fz="xs">{g.reviewNote}</Text> : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td data-label={M.goalColumns.actions}>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={M.edit(name)}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={M.edit(name)}
                          onClick={() => setEditing(g)}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={isChecked ? M.unmarkChecked(name) : M.markChecked(name)}>
                        <ActionIcon
                          variant="subtle"
                          color={isChecked ? "green.9" : "gray.7"}
                          aria-label={isChecked ? M.unmarkChecked(name) : M.markChecked(name)}
                          aria-pressed={isChecked}
                          disabled={save.isPending}
                          onClick={() => setChecked(g, !isChecked)}
                        >
                          {isChecked ? (
                            <IconCircleCheck size={18} aria-hidden />
                          ) : (
                            <IconCircleDashed size={18} aria-hidden />
                          )}
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? <Text c="dimmed">{M.goalsEmpty}</Text> : null}
      <GoalEntryModal
        goal={editing}
        busy={save.isPending}
        fieldError={fieldError}
        onSubmit={submit}
        onClose={() => {
          setEditing(undefined);
          clearFieldError();
        }}
      />
    </Stack>
  );
}
