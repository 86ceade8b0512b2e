import { useState } from "react";
import { errorMessage, type FileAnswer } from "@/web/lib/api-client";
import { saveBlob } from "@/web/lib/files";
import { showToast } from "@/web/lib/toasts";

/**
 * Fetches a file the server makes on request (a portfolio PDF) and saves it. A plain link would
 * open the server's refusal (429 while the person's earlier books are being made, 503 when the
 * server is busy) as raw JSON in a new tab; here it is the server's Swedish reason in a toast,
 * and the button shows that the file is on its way.
 */
export function useFileDownload() {
  const [pending, setPending] = useState<string | null>(null);

  async function download(
    id: string,
    fetchFile: () => Promise<FileAnswer>,
    fallbackName: string,
    failed: string,
  ) {
    if (pending !== null) return;
    setPending(id);
    try {
      const file = await fetchFile();
      saveBlob(file.blob, file.fileName ?? fallbackName);
    } catch (failure) {
      showToast("error", errorMessage(failure, failed));
    } finally {
      setPending(null);
    }
  }

  return { pending, download };
}
