import { ProceduresPage } from "@/web/features/procedures/components/procedures-page";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function ProceduresRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <ProceduresPage doctorId={doctor.id} doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
