import type { ReactNode } from "react";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { LoadError } from "@/web/components/load-error";
import { PageLoader } from "@/web/components/page-loader";
import { useRecord } from "../api/get-record";

interface RecordQueryProps {
  doctorId: string;
  children: (record: TDoctorRecord) => ReactNode;
}

/**
 * Loads the doctor's record for a record page: 'Laddar...' while it loads, 'Kunde inte ladda data'
 * with 'Försök igen' when it fails, otherwise the page with the record.
 */
export function RecordQuery({ doctorId, children }: RecordQueryProps) {
  const query = useRecord(doctorId);
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <PageLoader />;
}
