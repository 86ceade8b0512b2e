import { Stack } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { PAGE_LABELS, type Role } from "@/shared/roles";
import { PageHeader } from "@/web/components/page-header";
import { PageLoader } from "@/web/components/page-loader";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import { directorPanelQueries } from "../api/panel-queries";
import { ClinicsSection } from "./clinics-section";
import { PlanTemplatePanel } from "./plan-template-panel";
import { SupervisorAssignments } from "./supervisor-assignments";
import { UsersPanel } from "./users-panel";

interface DirectorPanelProps {
  doctorId: string | undefined;
  doctorName: string | undefined;
  canCreate: boolean;
  /** The roles the server lets this user create (session permissions). */
  assignableRoles: readonly Role[];
}

export function DirectorPanel({
  doctorId,
  doctorName,
  canCreate,
  assignableRoles,
}: DirectorPanelProps) {
  const pending = useQueries({
    queries: directorPanelQueries(doctorId),
    combine: (results) => results.some((r) => r.isPending),
  });
  // The sections mount in a deferred render, which React splits into slices of a few
  // milliseconds: two tables of 25 rows would otherwise be one task long enough to block input.
  const loading = useDeferredValue(pending, true);
  return (
    <Stack gap="lg">
      <PageHeader
        title={PAGE_LABELS.director}
        subtitle={doctorName ? M.directorSelected(doctorName) : M.directorIntro}
      />
      {loading ? (
        <PageLoader label={M.loadingUsers} />
      ) : (
        <>
          <SupervisorAssignments
            mode="selected"
            doctor={doctorId && doctorName ? { id: doctorId, displayName: doctorName } : undefined}
          />
          <UsersPanel canCreate={canCreate} assignableRoles={assignableRoles} />
          <ClinicsSection />
          <PlanTemplatePanel />
        </>
      )}
    </Stack>
  );
}
