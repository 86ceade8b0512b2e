import type { FormKey } from "../../../shared/curriculum/certificate-forms";
import { APPLICATION_WRITE_MESSAGES as M } from "../../../shared/messages/application-writes";
import { createZipStream } from "../../lib/zip-stream";
import type { FormJob } from "./application-values";
import { FieldOverflowError, FormFillError } from "./forms/fill-errors";
import { fillForm } from "./forms/fill-form";
import { FORM_DEFINITIONS } from "./forms/form-definitions";
import { formFontBytes } from "./forms/form-font";

export type DocumentsResult =
  | { ok: true; bytes: Uint8Array }
  /** A value that does not fit its field: the user shortens it (a 400). */
  | { ok: false; message: string };

/** Fills the forms (in a worker thread, decision 197); a FormFillError becomes the user's message, naming the certificate. */
export async function makeDocuments(
  jobs: readonly FormJob[],
  blanks: ReadonlyMap<FormKey, Uint8Array>,
  coverList: ((jobs: readonly FormJob[]) => Promise<Uint8Array>) | null,
): Promise<DocumentsResult> {
  const font = formFontBytes();
  const files: Record<string, Uint8Array> = {};
  for (const job of jobs) {
    const blank = blanks.get(job.key);
    if (!blank) throw new Error(`no blank form ${job.key}`);
    try {
      files[job.fileName] = await fillForm(blank, job.key, job.values, font);
    } catch (error) {
      if (
        error instanceof FieldOverflowError &&
        error.field === FORM_DEFINITIONS[job.key].text.goals
      ) {
        // Shortening is no advice for a list of delmål: fewer on this certificate is.
        return {
          ok: false,
          message: M.goalsDoNotFit(job.title, String(job.values.goals).split(" ").length),
        };
      }
      if (error instanceof FormFillError) {
        return { ok: false, message: `${job.title}: ${error.message}` };
      }
      throw error;
    }
  }
  if (!coverList) return { ok: true, bytes: Object.values(files)[0] as Uint8Array };
  // The list first, then the forms in the order of the list of bilagor, through the ZIP writer of
  // the data export: its entries open with their Swedish names in Info-ZIP's unzip too, and
  // streamed entries are stored, as PDFs need (they are compressed inside already).
  const listed = { "Bilageförteckning.pdf": await coverList(jobs), ...files };
  const zip = createZipStream(
    Object.entries(listed).map(([name, bytes]) => ({
      name,
      open: async () => new Blob([new Uint8Array(bytes)]).stream(),
    })),
  );
  return { ok: true, bytes: new Uint8Array(await new Response(zip).arrayBuffer()) };
}
