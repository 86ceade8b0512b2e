import { Group, SegmentedControl, Stack, Switch, Table, Text } from "@mantine/core";
import { useState } from "react";
import { ST_MODEL_LABELS } from "@/shared/curriculum/goal-models";
import {
  DEFAULT_SPECIALTY,
  isSpecialty,
  SPECIALTIES,
  SPECIALTY_LABELS,
  type Specialty,
} from "@/shared/curriculum/specialties";
import type {
  TGoalCatalogueEntry,
  TUpdateGoalDefinitionRequest,
} from "@/shared/schemas/goal-catalogue";
import { QueryState } from "@/web/components/query-state";
import { VerificationNote } from "@/web/components/verification-note";
import { useGoalCatalogue } from "@/web/entities/goal/api/get-goal-catalogue";
import { CATALOGUE_UI_MESSAGES as M } from "@/web/lib/messages/catalogue";
import { GOAL_IMPORT_UI_MESSAGES } from "@/web/lib/messages/goal-import";
import { type GoalChange, useSaveGoal } from "../api/goal-catalogue";
import {
  CatalogueNameCell,
  CatalogueTable,
  CheckedToggle,
  EditEntryAction,
} from "./catalogue-row-parts";
import { GoalEntryModal } from "./goal-entry-modal";
import { GoalImportSection } from "./goal-import-section";
import { useCatalogueEditing } from "./use-catalogue-editing";

/** The goal texts: what remains to check against Socialstyrelsen's text, corrections, checks. */
export function GoalCataloguePanel() {
  const catalogue = useGoalCatalogue();
  const [specialty, setSpecialty] = useState<Specialty>(DEFAULT_SPECIALTY);
  const save = useSaveGoal(specialty);
  const [onlyUnchecked, setOnlyUnchecked] = useState(true);
  const { editing, setEditing, fieldError, saveEdit, setChecked, closeEditing } =
    useCatalogueEditing<TGoalCatalogueEntry, GoalChange>(save);

  function submit(values: TUpdateGoalDefinitionRequest) {
    if (!editing) return;
    saveEdit({ kind: "update", id: editing.id, values });
  }

  return (
    <QueryState query={catalogue}>
      {(all) => {
        // Each specialty's catalogue on its own: the same id is another goal there (decision 237).
        const goals = all.filter((g) => g.specialty === specialty);
        const remaining = goals.filter((g) => g.verificationState === "unchecked");
        const rows = onlyUnchecked ? remaining : goals;
        return (
          <Stack gap="md">
            <Text fz="sm">{M.goalsIntro}</Text>
            <GoalImportSection />
            <Stack gap={4}>
              <Text fw={500} fz="sm" id="goal-catalogue-specialty">
                {GOAL_IMPORT_UI_MESSAGES.specialtyLabel}
              </Text>
              <SegmentedControl
                aria-labelledby="goal-catalogue-specialty"
                value={specialty}
                onChange={(value) => {
                  if (isSpecialty(value)) setSpecialty(value);
                }}
                data={SPECIALTIES.map((s) => ({ value: s, label: SPECIALTY_LABELS[s] }))}
                data-testid="goal-catalogue-specialty"
              />
            </Stack>
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
            <CatalogueTable minWidth={640} columns={Object.values(M.goalColumns)}>
              {rows.map((g) => {
                const name = `${g.id} ${g.title}`;
                return (
                  <Table.Tr key={g.id} data-testid={`catalogue-goal-${g.id}`}>
                    <Table.Td>
                      <CatalogueNameCell name={g.title} id={g.id} />
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
                        <EditEntryAction name={name} onClick={() => setEditing(g)} />
                        <CheckedToggle
                          name={name}
                          checked={g.checked !== null}
                          busy={save.isPending}
                          onToggle={(checked) => setChecked(g.id, checked)}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </CatalogueTable>
            {rows.length === 0 ? <Text c="dimmed">{M.goalsEmpty}</Text> : null}
            <GoalEntryModal
              goal={editing}
              busy={save.isPending}
              fieldError={fieldError}
              onSubmit={submit}
              onClose={closeEditing}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}
