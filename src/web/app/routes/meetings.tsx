import { RecordPlaceholder } from "@/web/features/records/components/record-placeholder";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function MeetingsRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <RecordPlaceholder page="meetings" doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
