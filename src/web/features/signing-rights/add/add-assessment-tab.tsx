import { useMemo } from "react";
import { QueryState } from "@/web/components/query-state";
import { SectionCard } from "@/web/components/section-card";
import { useProcedureCatalogue } from "@/web/entities/record/api/get-record";
import { SIGNING_RIGHTS_ADD_MESSAGES as M } from "@/web/lib/messages/signing-rights-add";
import { useSigningRightsOptions } from "../api/options";
import { AssessmentForm } from "./assessment-form";
import { examinationOptions } from "./examination-options";

/** 'Lägg till bedömning': the catalogue (cached for the visit) and the choices load side by side. */
export function AddAssessmentTab({ selectedDoctorId }: { selectedDoctorId: string | undefined }) {
  const catalogue = useProcedureCatalogue();
  const options = useSigningRightsOptions();
  const examinations = useMemo(
    () => (catalogue.data ? examinationOptions(catalogue.data) : undefined),
    [catalogue.data],
  );
  return (
    <SectionCard id="signing-rights-add" title={M.formTitle} hint={M.formHint}>
      <QueryState query={catalogue}>
        {() => (
          <QueryState query={options}>
            {(choices) => (
              <AssessmentForm
                examinations={examinations ?? []}
                options={choices}
                selectedDoctorId={selectedDoctorId}
              />
            )}
          </QueryState>
        )}
      </QueryState>
    </SectionCard>
  );
}
