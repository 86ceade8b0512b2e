import { ActivitiesPage } from "@/web/features/activities/components/activities-page";
import { DEVELOPMENT_DEFINITION } from "@/web/features/activities/development-definition";
import { DoctorPageFrame } from "../shell/doctor-page-frame";

export function DevelopmentRoute() {
  return (
    <DoctorPageFrame>
      {(doctor) => (
        <ActivitiesPage
          page="development"
          definition={DEVELOPMENT_DEFINITION}
          doctorId={doctor.id}
          doctorName={doctor.displayName}
        />
      )}
    </DoctorPageFrame>
  );
}
