import { OverviewPage } from "@/web/features/overview/components/overview-page";
import { DoctorPageFrame } from "../shell/doctor-page-frame";
import { useShell } from "../shell/use-shell";

export function DashboardRoute() {
  const { session } = useShell();
  return (
    <DoctorPageFrame>
      {(doctor) => (
        <OverviewPage
          doctorId={doctor.id}
          doctorName={doctor.displayName}
          own={doctor.id === session?.user.id}
        />
      )}
    </DoctorPageFrame>
  );
}
