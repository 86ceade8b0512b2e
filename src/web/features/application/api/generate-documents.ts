import { callForFile, type FileAnswer } from "@/web/lib/api-client";

/**
 * The filled forms: the whole application as a ZIP, or one certificate's PDF. A plain request,
 * not a mutation: a mutation's variables stay in the query client's cache, and the personnummer
 * must be kept nowhere but in the request itself.
 */
export function generateDocuments(
  doctorId: string,
  personnummer: string,
  certificateId?: string,
): Promise<FileAnswer> {
  return callForFile("POST /api/st-doctors/{doctorId}/application/documents", {
    params: { doctorId },
    body: certificateId ? { personnummer, certificateId } : { personnummer },
  });
}
