import { ROTATION_DEFINITION } from "@/web/features/activities/activity-definitions";
import { ActivitiesPage } from "@/web/features/activities/components/activities-page";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function RotationsRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => (
        <ActivitiesPage
          page="rotations"
          definition={ROTATION_DEFINITION}
          doctorId={doctor.id}
          doctorName={doctor.displayName}
        />
      )}
    </DoctorPageFrame>
  );
}
