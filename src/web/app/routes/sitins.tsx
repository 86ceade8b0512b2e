import { RecordPlaceholder } from "@/web/features/records/components/record-placeholder";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function SitinsRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <RecordPlaceholder page="sitins" doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
