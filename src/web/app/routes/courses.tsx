import { COURSE_DEFINITION } from "@/web/features/activities/activity-definitions";
import { ActivitiesPage } from "@/web/features/activities/components/activities-page";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function CoursesRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => (
        <ActivitiesPage
          page="courses"
          definition={COURSE_DEFINITION}
          doctorId={doctor.id}
          doctorName={doctor.displayName}
        />
      )}
    </DoctorPageFrame>
  );
}
