import { RecordPlaceholder } from "@/web/features/records/components/record-placeholder";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function CoursesRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <RecordPlaceholder page="courses" doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
