import type { ReactNode } from "react";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { PageHeader } from "@/web/components/page-header";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";
import { RecordQuery } from "./record-query";

interface RecordPageProps {
  title: string;
  doctorId: string;
  doctorName: string;
  actions?: ReactNode;
  children: (record: TDoctorRecord) => ReactNode;
  /** Shown when the record cannot be read, e.g. without network. */
  unavailable?: ReactNode;
}

/** The frame of a record page: its heading for the doctor viewed, then the page once the record is loaded. */
export function RecordPage({
  title,
  doctorId,
  doctorName,
  actions,
  children,
  unavailable,
}: RecordPageProps) {
  return (
    <>
      <PageHeader
        title={title}
        subtitle={SHELL_MESSAGES.viewingDoctor(doctorName)}
        actions={actions}
      />
      <RecordQuery doctorId={doctorId} unavailable={unavailable}>
        {children}
      </RecordQuery>
    </>
  );
}
