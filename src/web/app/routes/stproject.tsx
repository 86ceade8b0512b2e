import { StProjectPage } from "@/web/features/st-project/components/st-project-page";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function StProjectRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <StProjectPage doctorId={doctor.id} doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
