import { SIT_IN_DEFINITION } from "@/web/features/activities/activity-definitions";
import { ActivitiesPage } from "@/web/features/activities/components/activities-page";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function SitinsRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => (
        <ActivitiesPage
          page="sitins"
          definition={SIT_IN_DEFINITION}
          doctorId={doctor.id}
          doctorName={doctor.displayName}
        />
      )}
    </DoctorPageFrame>
  );
}
