/**
 * The file types an upload may have: the one list behind the browser's picker, the upload check in
 * browser and server, the server's detection from the file's first bytes, and the viewer's labels.
 * `mimes` lists the type the server stores first, then what browsers may also declare.
 */
export const FILE_TYPES = {
  pdf: { mimes: ["application/pdf"], extensions: ["pdf"], label: "PDF", preview: "pdf" },
  jpg: {
    mimes: ["image/jpeg", "image/jpg"],
    extensions: ["jpg", "jpeg"],
    label: "JPEG",
    preview: "image",
  },
  png: { mimes: ["image/png"], extensions: ["png"], label: "PNG", preview: "image" },
  doc: { mimes: ["application/msword"], extensions: ["doc"], label: "Word", preview: "none" },
  docx: {
    mimes: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    extensions: ["docx"],
    label: "Word",
    preview: "none",
  },
} as const;

export type FileExtension = keyof typeof FILE_TYPES;
export const FILE_EXTENSIONS = Object.keys(FILE_TYPES) as FileExtension[];

export type UploadKind = "certificate" | "contract";

/** Certificates: PDF, JPEG/PNG images and Word. The ST contract: PDF and Word (spec section 5). */
export const UPLOAD_TYPES: Record<UploadKind, readonly FileExtension[]> = {
  certificate: ["pdf", "jpg", "png", "doc", "docx"],
  contract: ["pdf", "doc", "docx"],
};

/** Every type a browser may declare for an upload of the kind. */
export const mimeTypesOf = (kind: UploadKind): string[] =>
  UPLOAD_TYPES[kind].flatMap((t) => FILE_TYPES[t].mimes);

/** Every file-name extension (without the dot) allowed for the kind. */
export const extensionsOf = (kind: UploadKind): string[] =>
  UPLOAD_TYPES[kind].flatMap((t) => FILE_TYPES[t].extensions);

/** The picker's filter: '.pdf,.jpg,.jpeg,.png,.doc,.docx'. */
export const acceptOf = (kind: UploadKind): string =>
  extensionsOf(kind)
    .map((e) => `.${e}`)
    .join(",");

/** The allowed type a stored or declared MIME type is, if any. */
export function fileTypeOfMime(mime: string): FileExtension | undefined {
  return FILE_EXTENSIONS.find((t) => (FILE_TYPES[t].mimes as readonly string[]).includes(mime));
}
