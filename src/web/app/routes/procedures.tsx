import { RecordPlaceholder } from "@/web/features/records/components/record-placeholder";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function ProceduresRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <RecordPlaceholder page="procedures" doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
