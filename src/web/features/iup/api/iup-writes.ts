import type { TIup, TIupContent } from "@/shared/schemas/iup";
import { useDocumentWrite } from "@/web/entities/record/api/use-document-write";
import { call } from "@/web/lib/api-client";
import { IUP_UI_MESSAGES as M } from "@/web/lib/messages/iup";
import { iupKey } from "./get-iup";

interface IupAnswer {
  message: string;
  iup: TIup;
}

/** A write to the IUP: its answer is the whole IUP (a stale save is shown by the form). */
function useIupWrite<Vars>(
  doctorId: string,
  mutationFn: (vars: Vars) => Promise<IupAnswer>,
  failed: string,
) {
  return useDocumentWrite({
    doctorId,
    queryKey: iupKey(doctorId),
    mutationFn,
    documentOf: (answer) => answer.iup,
    failed,
  });
}

/** What the form sends: the content, and which revision it was based on. */
export interface SaveIupVars {
  content: TIupContent;
  /** The latest revision the form started from; null for the first. */
  base: { id: string; version: number; isDraft: boolean } | null;
  /** The same on every retry of one form's save, so a new revision is made once (decision 158). */
  idempotencyKey: string;
}

/** Saves over a draft, or starts the next revision over an acknowledged one (decision 199). */
export function useSaveIup(doctorId: string) {
  return useIupWrite(
    doctorId,
    ({ content, base, idempotencyKey }: SaveIupVars) =>
      base?.isDraft
        ? call("PUT /api/st-doctors/{doctorId}/iup/revisions/{revisionId}", {
            params: { doctorId, revisionId: base.id },
            body: { ...content, version: base.version },
          })
        : call("POST /api/st-doctors/{doctorId}/iup/revisions", {
            params: { doctorId },
            body: { ...content, basedOnRevisionId: base?.id ?? null },
            idempotencyKey,
          }),
    M.saveFailed,
  );
}

export function useAcknowledgeIup(doctorId: string) {
  return useIupWrite(
    doctorId,
    ({ revisionId, version }: { revisionId: string; version: number }) =>
      call("POST /api/st-doctors/{doctorId}/iup/revisions/{revisionId}/acknowledgements", {
        params: { doctorId, revisionId },
        body: { version },
      }),
    M.acknowledgeFailed,
  );
}
