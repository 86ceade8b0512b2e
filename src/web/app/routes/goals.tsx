import { RecordPlaceholder } from "@/web/features/records/components/record-placeholder";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function GoalsRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <RecordPlaceholder page="goals" doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
