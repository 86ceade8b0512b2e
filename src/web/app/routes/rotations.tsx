import { RecordPlaceholder } from "@/web/features/records/components/record-placeholder";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function RotationsRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <RecordPlaceholder page="rotations" doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
