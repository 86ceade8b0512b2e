import { Alert, Button, Progress, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { isGoalModel, listActivityTags } from "@/shared/curriculum/goal-models";
import { PAGE_LABELS } from "@/shared/roles";
import { filterGoals, type GoalFilter, groupGoalsByCategory } from "@/shared/rules/goal-filter";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import { QueryState } from "@/web/components/query-state";
import { SectionCard } from "@/web/components/section-card";
import { useGoalCatalogue } from "@/web/entities/goal/api/get-goal-catalogue";
import { goalsOf } from "@/web/entities/goal/doctor-specialty";
import { RecordPage } from "@/web/entities/record/components/record-page";
import { GOALS_UI_MESSAGES as M } from "@/web/lib/messages/goals";
import { GoalCategoryCard } from "./goal-category-card";
import { GoalDetailsModal } from "./goal-details-modal";
import { GoalFilterCard } from "./goal-filter-card";
import { GoalStatusDialog } from "./goal-status-dialog";

interface GoalsPageProps {
  doctorId: string;
  doctorName: string;
}

/** Delmål: the goals of the doctor's model, filtered and grouped, with status and certificate. */
export function GoalsPage({ doctorId, doctorName }: GoalsPageProps) {
  return (
    <RecordPage title={PAGE_LABELS.goals} doctorId={doctorId} doctorName={doctorName}>
      {(record) => <GoalsContent doctorId={doctorId} record={record} />}
    </RecordPage>
  );
}

function GoalsContent({ doctorId, record }: { doctorId: string; record: TDoctorRecord }) {
  return (
    <QueryState query={useGoalCatalogue()}>
      {(all) => <GoalList doctorId={doctorId} record={record} all={all} />}
    </QueryState>
  );
}

interface GoalListProps {
  doctorId: string;
  record: TDoctorRecord;
  /** The clinic's goals of both models (GET /api/catalog/goals). */
  all: readonly TGoalCatalogueEntry[];
}

function GoalList({ doctorId, record, all }: GoalListProps) {
  const model = record.formalities.stModel;
  const [filter, setFilter] = useState<GoalFilter>({});
  const [editing, setEditing] = useState<TGoalCatalogueEntry | null>(null);
  const [viewing, setViewing] = useState<TGoalCatalogueEntry | null>(null);
  const progressById = useMemo(
    () => new Map(record.goals.map((g) => [g.goalId, g])),
    [record.goals],
  );

  if (!isGoalModel(model)) return <ModelMissing canChoose={record.permissions.canChangeModel} />;

  const goals = goalsOf(all, record.formalities.specialty, model);
  const statusOf = (goalId: string) => progressById.get(goalId)?.status;
  const groups = groupGoalsByCategory(filterGoals(goals, statusOf, filter));
  const done = goals.filter((g) => statusOf(g.id) === "completed").length;

  return (
    <Stack gap="lg">
      <SectionCard id="target-title" title={M.targetTitle} gap="sm">
        <Text>{M.targetDescription[model]}</Text>
        <Progress
          value={goals.length ? (done / goals.length) * 100 : 0}
          aria-label={M.progressLabel}
        />
        <Text fz="sm" data-testid="goal-progress">
          {M.progress(done, goals.length)}
        </Text>
      </SectionCard>
      <GoalFilterCard
        model={model}
        activities={listActivityTags(goals)}
        filter={filter}
        onChange={setFilter}
      />
      {groups.length === 0 ? (
        <Text role="status">{M.noMatches}</Text>
      ) : (
        groups.map((group) => (
          <GoalCategoryCard
            key={group.category}
            category={group.category}
            goals={group.goals}
            doctorId={doctorId}
            record={record}
            onEditStatus={setEditing}
            onShowDetails={setViewing}
          />
        ))
      )}
      <GoalStatusDialog
        doctorId={doctorId}
        goal={editing}
        progress={editing ? progressById.get(editing.id) : undefined}
        formalities={record.formalities}
        onClose={() => setEditing(null)}
      />
      <GoalDetailsModal goal={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

function ModelMissing({ canChoose }: { canChoose: boolean }) {
  return (
    <Alert color="blue" variant="light" title={M.modelMissingTitle}>
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{canChoose ? M.modelMissingText : M.modelMissingTextReadOnly}</Text>
        <Button component={Link} to="/formalities" size="xs" variant="default">
          {M.toFormalities}
        </Button>
      </Stack>
    </Alert>
  );
}
