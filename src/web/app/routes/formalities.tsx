import { RecordPlaceholder } from "@/web/features/records/components/record-placeholder";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function FormalitiesRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <RecordPlaceholder page="formalities" doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
