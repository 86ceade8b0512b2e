import { Button, FileButton, Group, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { FILE_MESSAGES } from "@/shared/messages/files";
import { CERTIFICATE_ACCEPT, CONTRACT_ACCEPT, checkUpload } from "@/shared/rules/file-upload";
import type { CertificateKind, TUploadedFile } from "@/shared/schemas/files";
import { errorReason } from "@/web/lib/api-client";
import { uploadFile } from "@/web/lib/files";
import { FILE_UI_MESSAGES as M } from "@/web/lib/messages/files";
import { recordQueryKey } from "@/web/lib/query-keys";
import { toast } from "@/web/lib/toasts";
import { FileViewerModal } from "./file-viewer-modal";

export type UploadState = "idle" | "uploading" | "done" | "error";

export interface CertificateControlProps {
  doctorId: string;
  kind: CertificateKind;
  /** Goal id or the rotation/course/sit-in id; null for the contract. */
  itemId: string | null;
  /** The linked file, looked up in `record.files`; undefined when none is linked. */
  file: TUploadedFile | undefined;
  canEdit: boolean;
  /** Picker filter; CERTIFICATE_ACCEPT (or CONTRACT_ACCEPT for the contract) by default. */
  accept?: string;
  /** How screen readers name the item: 'Ladda upp intyg för {itemLabel}'. The item id by default. */
  itemLabel?: string;
  onChanged?: () => void;
}

/**
 * 'Visa intyg' (opens the viewer) when a file is linked, else 'Ladda upp intyg' for users who may
 * edit. The file is checked here first (size and type) so a wrong file never leaves the browser;
 * the server checks it again from its bytes.
 */
export function CertificateControl({
  doctorId,
  kind,
  itemId,
  file,
  canEdit,
  accept,
  itemLabel,
  onChanged,
}: CertificateControlProps) {
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState(false);
  const resetRef = useRef<() => void>(null);
  const isContract = kind === "contract";
  const label = itemLabel ?? (isContract ? M.contractItem : (itemId ?? ""));

  const upload = useMutation({
    mutationFn: (picked: File) => uploadFile({ doctorId, kind, itemId, file: picked }),
    onSuccess: (result) => {
      toast.success(result.message);
      onChanged?.();
    },
    onError: (error) => {
      toast.error(FILE_MESSAGES.uploadFailed(errorReason(error)));
    },
    onSettled: () => {
      resetRef.current?.();
      return queryClient.invalidateQueries({ queryKey: recordQueryKey });
    },
  });
  const state: UploadState =
    upload.status === "pending"
      ? "uploading"
      : upload.status === "success"
        ? "done"
        : upload.status === "error"
          ? "error"
          : "idle";

  function handlePick(picked: File | null) {
    if (!picked) return;
    const problem = checkUpload(picked, isContract ? "contract" : "certificate");
    if (problem) {
      toast.error(problem);
      resetRef.current?.();
      return;
    }
    upload.mutate(picked);
  }

  if (file && state !== "uploading") {
    return (
      <>
        <Button
          size="xs"
          variant="outline"
          onClick={() => setViewing(true)}
          aria-label={isContract ? M.viewContract : M.viewFor(label)}
        >
          {isContract ? M.viewContract : M.viewCertificate}
        </Button>
        <FileViewerModal
          file={viewing ? file : null}
          onClose={() => setViewing(false)}
          title={file.originalName}
        />
      </>
    );
  }

  if (!canEdit) {
    return (
      <Text fz="sm" c="dimmed">
        {M.noCertificate}
      </Text>
    );
  }

  return (
    <Group gap="xs" wrap="nowrap" data-upload-state={state}>
      <FileButton
        onChange={handlePick}
        accept={accept ?? (isContract ? CONTRACT_ACCEPT : CERTIFICATE_ACCEPT)}
        resetRef={resetRef}
        disabled={state === "uploading"}
      >
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="default"
            loading={state === "uploading"}
            loaderProps={{ "aria-hidden": true }}
            aria-busy={state === "uploading"}
            aria-label={
              state === "uploading"
                ? M.uploadingFor(label)
                : isContract
                  ? M.uploadContract
                  : M.uploadFor(label)
            }
          >
            {isContract ? M.uploadContract : M.uploadCertificate}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
