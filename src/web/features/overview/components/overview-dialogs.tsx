import { useMemo } from "react";
import { stPeriodQuarters } from "@/shared/rules/quarters";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import {
  ActivityEditDialog,
  COURSE_DEFINITION,
  MEETING_DEFINITION,
  ROTATION_DEFINITION,
  SIT_IN_DEFINITION,
} from "@/web/features/activities";
import { GoalStatusDialog } from "@/web/features/goals";
import {
  ProcedureDialog,
  procedureDialogTarget,
  useUpdateProcedure,
} from "@/web/features/procedures";
import type { Overview } from "../use-overview";
import { AddActivityWizard } from "./add-activity-wizard";
import { QuarterChooser } from "./quarter-chooser";

/**
 * The overview's dialogs: an event's own edit dialog (the status dialog for goals and
 * examinations, the item's form for the rest), the wizard and 'Välj kvartal'. One is open at a
 * time; each mounts only when opened.
 */
export function OverviewDialogs({
  overview,
  record,
}: {
  overview: Overview;
  record: TDoctorRecord;
}) {
  const { dialog, setDialog, close } = overview;
  const doctorId = record.doctor.id;
  const quarters = useMemo(
    () => stPeriodQuarters(record.formalities.stStartDate, record.formalities.stEndDate),
    [record.formalities.stStartDate, record.formalities.stEndDate],
  );
  const updateProcedure = useUpdateProcedure(doctorId, overview.catalogue);
  const goal =
    dialog.kind === "goal" ? overview.goals.find((g) => g.id === dialog.goalId) : undefined;
  const procedureTarget =
    dialog.kind === "procedure"
      ? procedureDialogTarget(
          overview.catalogue,
          overview.entries,
          record.procedures,
          overview.matrix.statuses,
          overview.signingRights,
          dialog.procedureId,
        )
      : undefined;

  return (
    <>
      <GoalStatusDialog
        doctorId={doctorId}
        goal={goal ?? null}
        progress={goal ? record.goals.find((g) => g.goalId === goal.id) : undefined}
        formalities={record.formalities}
        onClose={close}
      />
      <ProcedureDialog
        target={procedureTarget}
        quarters={quarters}
        onClose={close}
        onSave={(procedureId, edit) => {
          close();
          updateProcedure.mutate({ procedureId, edit });
        }}
      />
      <ActivityEditDialog
        doctorId={doctorId}
        definition={ROTATION_DEFINITION}
        item={dialog.kind === "rotation" ? dialog.item : undefined}
        onClose={close}
        onReloaded={(item) => setDialog({ kind: "rotation", item })}
      />
      <ActivityEditDialog
        doctorId={doctorId}
        definition={COURSE_DEFINITION}
        item={dialog.kind === "course" ? dialog.item : undefined}
        onClose={close}
        onReloaded={(item) => setDialog({ kind: "course", item })}
      />
      <ActivityEditDialog
        doctorId={doctorId}
        definition={SIT_IN_DEFINITION}
        item={dialog.kind === "sit-in" ? dialog.item : undefined}
        onClose={close}
        onReloaded={(item) => setDialog({ kind: "sit-in", item })}
      />
      <ActivityEditDialog
        doctorId={doctorId}
        definition={MEETING_DEFINITION}
        item={dialog.kind === "meeting" ? dialog.item : undefined}
        onClose={close}
        onReloaded={(item) => setDialog({ kind: "meeting", item })}
      />
      <AddActivityWizard
        target={dialog.kind === "wizard" ? dialog.target : undefined}
        record={record}
        goals={overview.goals}
        catalogue={overview.catalogue}
        matrix={overview.matrix}
        onClose={close}
        onEditGoal={(goalId) => setDialog({ kind: "goal", goalId })}
        onEditProcedure={(procedureId) => setDialog({ kind: "procedure", procedureId })}
      />
      <QuarterChooser
        event={dialog.kind === "quarter" ? dialog.event : undefined}
        years={overview.years}
        onClose={close}
        onChoose={(event, quarter) => {
          close();
          overview.move(event, quarter);
        }}
      />
    </>
  );
}
