import { useRef, useState } from "react";
import { errorMessage } from "@/web/lib/api-client";
import { saveBlob } from "@/web/lib/files";
import { APPLICATION_UI_MESSAGES } from "@/web/lib/messages/application";
import { showToast } from "@/web/lib/toasts";
import { generateDocuments } from "../api/generate-documents";
import { applicationFileName, certificateFileName } from "../application-links";

const M = APPLICATION_UI_MESSAGES.create;

/** What is being made: the whole application, or one certificate (its id). */
type Making = { kind: "application" } | { kind: "certificate"; id: string };

/**
 * The downloads of the filled forms. The personnummer is read from its field (an uncontrolled
 * input) when a download starts and is held nowhere else: not in React state, the query cache, a
 * URL or storage. The field is emptied once the file has been saved.
 */
export function useDocuments(doctorId: string, lastName: string) {
  const personnummerInput = useRef<HTMLInputElement>(null);
  const [making, setMaking] = useState<Making | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function make(target: Making, fileName: string) {
    const input = personnummerInput.current;
    const personnummer = input?.value.trim() ?? "";
    if (personnummer === "") {
      setError(M.personnummerRequired);
      input?.focus();
      return;
    }
    setError(null);
    setMaking(target);
    try {
      const certificateId = target.kind === "certificate" ? target.id : undefined;
      const file = await generateDocuments(doctorId, personnummer, certificateId);
      if (input) input.value = "";
      // The server names both files as the ZIP names its entries; the fallback only if it did not.
      const name = file.fileName ?? fileName;
      saveBlob(file.blob, name);
      showToast("success", M.done(name));
    } catch (failure) {
      // The server's Swedish reason (a wrong check digit, a gap, a text too long for its field).
      setError(errorMessage(failure, M.failed));
      input?.focus();
    } finally {
      setMaking(null);
    }
  }

  return {
    personnummerInput,
    error,
    clearError: () => setError(null),
    making,
    downloadApplication: () => make({ kind: "application" }, applicationFileName(lastName)),
    downloadCertificate: (id: string, bilagaNr: number) =>
      make({ kind: "certificate", id }, certificateFileName(bilagaNr, lastName)),
  };
}

export type Documents = ReturnType<typeof useDocuments>;
