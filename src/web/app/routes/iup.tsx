import { IupPage } from "@/web/features/iup/components/iup-page";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function IupRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <IupPage doctorId={doctor.id} doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
