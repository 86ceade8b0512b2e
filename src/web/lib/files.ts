import type { ApiRouteMap } from "@/shared/api/index";
import type { RouteAnswer } from "@/shared/api/route";
import { FILE_TYPES, fileTypeOfMime } from "@/shared/file-types";
import type { CertificateKind, TUploadedFile } from "@/shared/schemas/files";
import { call, callForFile, type FileAnswer } from "./api-client";

export interface UploadFileInput {
  doctorId: string;
  kind: CertificateKind;
  /** Goal id, or the rotation/course/sit-in id; null (or omitted) for the contract. */
  itemId?: string | null | undefined;
  file: File;
  /** One per picked file: a retry of its upload stores it once (decision 158). */
  key: string;
}

/** The stored file, and the server's Swedish success text ('Intyg för delmål har laddats upp!'). */
export type UploadFileResult = RouteAnswer<ApiRouteMap["POST /api/st-doctors/{doctorId}/files"]>;

export interface RemoveCertificateInput {
  doctorId: string;
  kind: CertificateKind;
  /** Ignored for the contract. */
  itemId?: string | null | undefined;
  /** Which of the item's certificates; ignored for the contract (there is one). */
  fileId?: string | null | undefined;
}

/** Where a stored file is read (inline for PDF and images); only through the authorised route. */
export function fileUrl(fileId: string): string {
  return `/api/files/${encodeURIComponent(fileId)}`;
}

/**
 * Uploads a certificate or the ST contract as multipart form data, through the one api client: its
 * errors, lost connections and ended sessions are handled as for every other request.
 */
export async function uploadFile(
  input: UploadFileInput,
  signal?: AbortSignal,
): Promise<UploadFileResult> {
  const form = new FormData();
  form.set("kind", input.kind);
  if (input.kind !== "contract" && input.itemId) form.set("itemId", input.itemId);
  form.set("file", input.file, input.file.name);
  return call("POST /api/st-doctors/{doctorId}/files", {
    params: { doctorId: input.doctorId },
    form,
    signal,
    idempotencyKey: input.key,
  });
}

/** Removes one certificate of an item and its file (the contract: `kind` 'contract'). */
export function removeCertificate(input: RemoveCertificateInput) {
  const { doctorId } = input;
  if (input.kind === "contract") {
    return call("DELETE /api/st-doctors/{doctorId}/certificates/contract", {
      params: { doctorId },
    });
  }
  return call("DELETE /api/st-doctors/{doctorId}/certificates/{kind}/{itemId}/{fileId}", {
    params: { doctorId, kind: input.kind, itemId: input.itemId ?? "", fileId: input.fileId ?? "" },
  });
}

/** The records of the given file ids, in their order (an item's certificates, oldest first). */
export function filesOf(files: readonly TUploadedFile[], ids: readonly string[]): TUploadedFile[] {
  return ids.flatMap((id) => files.find((f) => f.id === id) ?? []);
}

/** A short, readable file type for the viewer: 'PDF', 'JPEG', 'Word'. */
export function fileTypeLabel(mimeType: string): string {
  const type = fileTypeOfMime(mimeType);
  return type ? FILE_TYPES[type].label : mimeType;
}

/** '1,2 MB', '350 kB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** Where a user's data export is downloaded: one's own, or (administrators) anyone's. */
export function exportUrl(userId?: string): string {
  return userId ? `/api/users/${encodeURIComponent(userId)}/export.zip` : "/api/account/export.zip";
}

/**
 * Starts a download of an authorised route: the browser streams it to disk with the session
 * cookie, so a large ZIP never passes through the page's memory.
 */
export function startDownload(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Saves a file the page has received (a POST's answer, which a link cannot fetch) under the given
 * name. The object URL lives only until the browser has taken the file.
 */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The doctor's portfolio PDF ('Utbildningsbok'), made by the server from the record. */
export function fetchPortfolio(doctorId: string): Promise<FileAnswer> {
  return callForFile("GET /api/st-doctors/{doctorId}/portfolio.pdf", { params: { doctorId } });
}
