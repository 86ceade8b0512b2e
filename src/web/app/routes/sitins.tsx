import { SIT_IN_DEFINITION } from "@/web/features/activities/activity-definitions";
import { ActivitiesPage } from "@/web/features/activities/components/activities-page";
import { AssessmentLinksSection } from "@/web/features/assessment-links";
import { StructuredAssessmentsSection } from "@/web/features/structured-assessments";
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
          // Mini-CEX, DOPS and CbD beside the sit-ins (issue 25).
          after={(record) => (
            <>
              <StructuredAssessmentsSection
                doctorId={doctor.id}
                goalModel={record.formalities.stModel}
              />
              {/* Assessments asked of someone without an account (decision 216). */}
              <AssessmentLinksSection doctorId={doctor.id} goalModel={record.formalities.stModel} />
            </>
          )}
        />
      )}
    </DoctorPageFrame>
  );
}
