import { RecordPlaceholder } from "@/web/features/records/components/record-placeholder";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function CertificatesRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <RecordPlaceholder page="certificates" doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
