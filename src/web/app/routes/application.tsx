import { ApplicationPage } from "@/web/features/application/components/application-page";
import { DoctorPageFrame } from "../shell/doctor-page-frame";
import { useShell } from "../shell/use-shell";

export function ApplicationRoute() {
  const { session } = useShell();
  return (
    <DoctorPageFrame>
      {(doctor) => (
        <ApplicationPage
          doctorId={doctor.id}
          doctorName={doctor.displayName}
          canOpenAdminPanel={session?.permissions.pages.includes("admin") ?? false}
        />
      )}
    </DoctorPageFrame>
  );
}
