import { findSyncGroup, type ProcedureDefinition } from "@/shared/curriculum/procedures";
import type { ActivityStatus } from "@/shared/rules/activity-status";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import type { SigningRightsByEntry } from "@/web/entities/matrix/signing-rights-decisions";
import type { ProcedureDialogTarget } from "./components/procedure-edit-values";

/**
 * What the examination dialog edits: the entry, the merged status the matrix shows for its sync
 * group, its saved quarter and level, how far the clinic has checked it, and the signing-rights
 * decision it shows.
 */
export function procedureDialogTarget(
  catalogue: readonly ProcedureDefinition[],
  entries: readonly TProcedureDefinition[],
  rows: TDoctorRecord["procedures"],
  statuses: Readonly<Record<string, ActivityStatus>>,
  signingRights: SigningRightsByEntry,
  procedureId: string | undefined,
): ProcedureDialogTarget | undefined {
  const procedure = catalogue.find((p) => p.id === procedureId);
  if (!procedure) return undefined;
  const row = rows.find((p) => p.procedureId === procedure.id);
  return {
    procedure,
    status: statuses[procedure.id] ?? row?.status ?? "not_started",
    plannedQuarter: row?.plannedQuarter ?? null,
    achievedLevel: row?.achievedLevel ?? null,
    syncCount: findSyncGroup(catalogue, procedure.id).length,
    verificationState: entries.find((p) => p.id === procedure.id)?.verificationState ?? "unchecked",
    signingRights: signingRights.get(procedure.id),
  };
}
