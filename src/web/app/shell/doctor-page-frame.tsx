import { Button } from "@mantine/core";
import { Link, useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { EmptyState } from "@/web/components/empty-state";
import { LoadError } from "@/web/components/load-error";
import { PageLoader } from "@/web/components/page-loader";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";
import { type SelectedDoctor, useShell } from "./use-shell";

/**
 * Renders a record page for the selected ST doctor, or says why there is none
 * ('Inga ST-läkare registrerade', with the way to the admin panel for admins).
 */
export function DoctorPageFrame({ children }: { children: (doctor: SelectedDoctor) => ReactNode }) {
  const { role, reviewer, noDoctors, doctorsQuery, selectedDoctor } = useShell();
  const router = useRouter();
  if (selectedDoctor) return <>{children(selectedDoctor)}</>;
  if (reviewer && doctorsQuery.isError) {
    return (
      <LoadError
        error={doctorsQuery.error}
        retrying={doctorsQuery.isFetching}
        // The layout route picks the selected doctor from the search, so it runs again once loaded.
        onRetry={() => void doctorsQuery.refetch().then(() => router.invalidate())}
      />
    );
  }
  if (reviewer && doctorsQuery.isPending) return <PageLoader />;
  if (noDoctors) {
    return (
      <EmptyState
        headingOrder={1}
        title={M.noDoctorsTitle}
        text={role === "ADMIN" ? M.noDoctorsHint : M.noDoctorsHintNonAdmin}
        action={
          role === "ADMIN" ? (
            <Button component={Link} to="/admin">
              {M.toAdminPanel}
            </Button>
          ) : null
        }
      />
    );
  }
  return <EmptyState headingOrder={1} title={M.pickDoctorTitle} text={M.pickDoctorHint} />;
}
