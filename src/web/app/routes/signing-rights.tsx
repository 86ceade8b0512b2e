import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { doctorQueryOptions } from "@/web/features/doctors/api/get-doctors";
import { SigningRightsPage } from "@/web/features/signing-rights/components/signing-rights-page";
import { useShell } from "../shell/use-shell";

export function SigningRightsRoute() {
  const { session, reviewer, selectedDoctor } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const selectedId = selectedDoctor?.id;
  // An evaluation shown (from a link, a reload or the picker) selects its doctor in 'Granskar
  // ST-läkare' when the user may view them (the one-doctor read answers), so the page and the
  // selector speak of one doctor.
  const showDoctor = useCallback(
    (doctorId: string) => {
      if (!reviewer || doctorId === selectedId) return;
      queryClient.fetchQuery(doctorQueryOptions(doctorId)).then(
        () => navigate({ to: ".", search: (prev) => ({ ...prev, st: doctorId }), replace: true }),
        () => undefined, // not one the user may view: the selection stays
      );
    },
    [navigate, queryClient, reviewer, selectedId],
  );
  if (!session) return null;
  return (
    <SigningRightsPage
      allowed={session.permissions.pages.includes("signing-rights-assessment")}
      selectedDoctorId={selectedId}
      onShowDoctor={showDoctor}
    />
  );
}
