import { GoalsPage } from "@/web/features/goals/components/goals-page";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function GoalsRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <GoalsPage doctorId={doctor.id} doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
