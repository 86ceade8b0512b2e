import { RecordPlaceholder } from "@/web/features/records/components/record-placeholder";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function StProjectRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <RecordPlaceholder page="stproject" doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
