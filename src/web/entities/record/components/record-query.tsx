import type { ReactNode } from "react";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { QueryState } from "@/web/components/query-state";
import { DoctorSpecialtyContext } from "@/web/entities/goal/doctor-specialty";
import { useRecord } from "../api/get-record";

interface RecordQueryProps {
  doctorId: string;
  children: (record: TDoctorRecord) => ReactNode;
  /** Shown above the failure when the record cannot be read (e.g. the drafts kept offline). */
  unavailable?: ReactNode;
}

/**
 * Loads the doctor's record for a record page: 'Laddar...' while it loads, 'Kunde inte ladda data'
 * with 'Försök igen' when it fails, otherwise the page with the record.
 */
export function RecordQuery({ doctorId, children, unavailable }: RecordQueryProps) {
  const query = useRecord(doctorId);
  return (
    <>
      {query.isError && !query.data ? unavailable : null}
      <QueryState query={query}>
        {(record) => (
          <DoctorSpecialtyContext.Provider value={record.formalities.specialty}>
            {children(record)}
          </DoctorSpecialtyContext.Provider>
        )}
      </QueryState>
    </>
  );
}
