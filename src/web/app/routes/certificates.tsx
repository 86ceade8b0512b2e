import { CertificatesPage } from "@/web/features/certificates/components/certificates-page";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function CertificatesRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <CertificatesPage doctorId={doctor.id} doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
