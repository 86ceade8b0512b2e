import { FormalitiesPage } from "@/web/features/formalities/components/formalities-page";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function FormalitiesRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <FormalitiesPage doctorId={doctor.id} doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
