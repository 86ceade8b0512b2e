import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { SigningRightsPage } from "@/web/features/signing-rights/components/signing-rights-page";
import { useShell } from "../shell/use-shell";

export function SigningRightsRoute() {
  const { session, doctors, selectedDoctor } = useShell();
  const navigate = useNavigate();
  const selectedId = selectedDoctor?.id;
  // An evaluation shown (from a link, a reload or the picker) selects its doctor in 'Granskar
  // ST-läkare' when the user may view them, so the page and the selector speak of one doctor.
  const showDoctor = useCallback(
    (doctorId: string) => {
      if (doctorId === selectedId || !doctors.some((d) => d.id === doctorId)) return;
      void navigate({ to: ".", search: (prev) => ({ ...prev, st: doctorId }), replace: true });
    },
    [doctors, navigate, selectedId],
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
