import { Stack } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { PAGE_LABELS, type Role } from "@/shared/roles";
import { PageHeader } from "@/web/components/page-header";
import { PageLoader } from "@/web/components/page-loader";
import { CertificateFormsSection } from "@/web/features/application";
import { WarningSettingsSection } from "@/web/features/cohort";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import { useClinics } from "../api/clinics";
import { adminPanelQueries } from "../api/panel-queries";
import { ClinicsSection } from "./clinics-section";
import { PlanTemplatePanel } from "./plan-template-panel";
import { SupervisorAssignments } from "./supervisor-assignments";
import { UsersPanel } from "./users-panel";

interface AdminPanelProps {
  canCreate: boolean;
  /** The roles the server lets this user create (session permissions). */
  assignableRoles: readonly Role[];
}

export function AdminPanel({ canCreate, assignableRoles }: AdminPanelProps) {
  const pending = useQueries({
    queries: adminPanelQueries(),
    combine: (results) => results.some((r) => r.isPending),
  });
  // The sections mount in a deferred render, which React splits into slices of a few
  // milliseconds: two tables of 25 rows would otherwise be one task long enough to block input.
  const loading = useDeferredValue(pending, true);
  const clinics = useClinics();
  // The clinics whose early-warning limits this administrator sets (decision 272).
  const warningClinics = (clinics.data?.clinics ?? []).filter(
    (c) => clinics.data?.regionWide || clinics.data?.ownClinicIds.includes(c.id),
  );
  return (
    <Stack gap="lg">
      <PageHeader title={PAGE_LABELS.admin} subtitle={M.adminIntro} />
      {loading ? (
        <PageLoader label={M.loadingUsers} />
      ) : (
        <>
          <UsersPanel canCreate={canCreate} assignableRoles={assignableRoles} />
          <SupervisorAssignments mode="all" />
          <ClinicsSection />
          <PlanTemplatePanel />
          <WarningSettingsSection clinics={warningClinics} />
          <CertificateFormsSection />
        </>
      )}
    </Stack>
  );
}
