import { Stack } from "@mantine/core";
import { PAGE_LABELS } from "@/shared/roles";
import { RecordPage } from "@/web/entities/record/components/record-page";
import { ContractSection } from "./contract-section";
import { KeyPersons } from "./key-persons";
import { PeriodEntriesSection } from "./period-entries-section";
import { ResetProfileSection } from "./reset-profile-section";
import { ServiceDetailsForm } from "./service-details-form";
import { StPeriodSummary } from "./st-period-summary";

interface FormalitiesPageProps {
  doctorId: string;
  doctorName: string;
}

/** Formellt: service details, key persons, ST time, absences, credits, contract and reset. */
export function FormalitiesPage({ doctorId, doctorName }: FormalitiesPageProps) {
  return (
    <RecordPage title={PAGE_LABELS.formalities} doctorId={doctorId} doctorName={doctorName}>
      {(record) => {
        const { formalities, permissions } = record;
        const file = record.files.find((f) => f.id === formalities.stContractFileId);
        return (
          <Stack gap="lg">
            <StPeriodSummary formalities={formalities} />
            <ServiceDetailsForm
              doctorId={doctorId}
              formalities={formalities}
              canEdit={permissions.canEdit}
              canChangeModel={permissions.canChangeModel}
              goals={record.goals}
            />
            <KeyPersons formalities={formalities} supervisors={record.supervisors} />
            {(["absence", "credit"] as const).map((type) => (
              <PeriodEntriesSection
                key={type}
                doctorId={doctorId}
                type={type}
                entries={type === "absence" ? formalities.absences : formalities.credits}
                canEdit={permissions.canEdit}
                formalities={formalities}
                today={record.today}
              />
            ))}
            <ContractSection doctorId={doctorId} file={file} canEdit={permissions.canEdit} />
            {permissions.canReset ? <ResetProfileSection doctorId={doctorId} /> : null}
          </Stack>
        );
      }}
    </RecordPage>
  );
}
