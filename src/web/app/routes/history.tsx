import { HistoryPage } from "@/web/features/history/components/history-page";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function HistoryRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => <HistoryPage doctorId={doctor.id} doctorName={doctor.displayName} />}
    </DoctorPageFrame>
  );
}
