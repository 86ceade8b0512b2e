import { MEETING_DEFINITION } from "@/web/features/activities/activity-definitions";
import { ActivitiesPage } from "@/web/features/activities/components/activities-page";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function MeetingsRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => (
        <ActivitiesPage
          page="meetings"
          definition={MEETING_DEFINITION}
          doctorId={doctor.id}
          doctorName={doctor.displayName}
        />
      )}
    </DoctorPageFrame>
  );
}
