import { RecordPlaceholder } from "@/web/features/records/components/record-placeholder";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function DashboardRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <RecordPlaceholder page="dashboard" doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
