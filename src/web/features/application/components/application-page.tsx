import { PAGE_LABELS } from "@/shared/roles";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { QueryState } from "@/web/components/query-state";
import { RecordPage } from "@/web/entities/record/components/record-page";
import { APPLICATION_UI_MESSAGES } from "@/web/lib/messages/application";
import { useApplication } from "../api/get-application";
import { ApplicationView } from "./application-view";

interface ApplicationPageProps {
  doctorId: string;
  doctorName: string;
  /** An administrator: a missing blank form links to Adminpanel. */
  canOpenAdminPanel: boolean;
}

/**
 * 'Ansökan': the application for the specialist certificate (issue 24). The record says what the
 * user may change (its permissions); the application says what is filled and what is missing.
 */
export function ApplicationPage({ doctorId, doctorName, canOpenAdminPanel }: ApplicationPageProps) {
  return (
    <RecordPage title={PAGE_LABELS.application} doctorId={doctorId} doctorName={doctorName}>
      {(record) => <ApplicationContent record={record} canOpenAdminPanel={canOpenAdminPanel} />}
    </RecordPage>
  );
}

function ApplicationContent({
  record,
  canOpenAdminPanel,
}: {
  record: TDoctorRecord;
  canOpenAdminPanel: boolean;
}) {
  const application = useApplication(record.doctor.id);
  return (
    <QueryState query={application} loadingLabel={APPLICATION_UI_MESSAGES.loading}>
      {(data) => (
        <ApplicationView application={data} record={record} canOpenAdminPanel={canOpenAdminPanel} />
      )}
    </QueryState>
  );
}
