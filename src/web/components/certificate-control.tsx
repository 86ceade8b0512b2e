import { ActionIcon, Button, FileButton, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { CERTIFICATE_ACCEPT, CONTRACT_ACCEPT, checkUpload } from "@/shared/rules/file-upload";
import type { CertificateKind, TUploadedFile } from "@/shared/schemas/files";
import { useRemoveCertificate } from "@/web/entities/record/api/remove-certificate";
import { useUploadCertificate } from "@/web/entities/record/api/upload-certificate";
import { newIdempotencyKey } from "@/web/lib/idempotency";
import { FILE_UI_MESSAGES as M } from "@/web/lib/messages/files";
import { toast } from "@/web/lib/toasts";
import { ConfirmDialog } from "./confirm-dialog";
import { FileViewerModal } from "./file-viewer-modal";

export type UploadState = "idle" | "uploading" | "done" | "error";

export interface CertificateControlProps {
  doctorId: string;
  kind: CertificateKind;
  /** Goal id or the rotation/course/sit-in id; null for the contract. */
  itemId: string | null;
  /** The item's certificates (looked up in `record.files`), oldest first; the contract has one. */
  files: readonly TUploadedFile[];
  canEdit: boolean;
  /** Picker filter; CERTIFICATE_ACCEPT (or CONTRACT_ACCEPT for the contract) by default. */
  accept?: string;
  /** How screen readers name the item: 'Ladda upp intyg för {itemLabel}'. The item id by default. */
  itemLabel?: string;
  onChanged?: () => void;
}

/**
 * An item's certificates: each with 'Visa' (the viewer) and, for users who may edit, removal after
 * 'Är du säker?', then 'Ladda upp intyg' to add one more (an item may hold several). The contract
 * is one file: 'Visa ST-kontrakt' when it is there, else its upload button.
 */
export function CertificateControl(props: CertificateControlProps) {
  const { doctorId, kind, itemId, files, canEdit } = props;
  const [viewing, setViewing] = useState<TUploadedFile | null>(null);
  const [removing, setRemoving] = useState<TUploadedFile | null>(null);
  const remove = useRemoveCertificate(doctorId);
  const isContract = kind === "contract";
  const label = props.itemLabel ?? (isContract ? M.contractItem : (itemId ?? ""));
  const viewer = <FileViewerModal file={viewing} onClose={() => setViewing(null)} />;

  if (isContract) {
    const [contract] = files;
    if (contract) {
      return (
        <>
          <Button size="xs" variant="outline" onClick={() => setViewing(contract)}>
            {M.viewContract}
          </Button>
          {viewer}
        </>
      );
    }
    return canEdit ? <UploadButton {...props} label={label} /> : null;
  }

  return (
    <Stack gap={4} align="flex-start">
      {files.length > 0 ? (
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {files.map((file) => (
            <Group key={file.id} component="li" gap={2} wrap="nowrap">
              <Button
                size="compact-xs"
                variant="outline"
                onClick={() => setViewing(file)}
                aria-label={M.viewNamedFor(file.originalName, label)}
                title={file.originalName}
                maw="14rem"
              >
                <Text span fz="xs" c="inherit" truncate>
                  {files.length === 1 ? M.viewCertificate : file.originalName}
                </Text>
              </Button>
              {canEdit ? (
                <Tooltip label={M.removeNamedFor(file.originalName, label)}>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red.9"
                    aria-label={M.removeNamedFor(file.originalName, label)}
                    onClick={() => setRemoving(file)}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          ))}
        </Stack>
      ) : canEdit ? null : (
        <Text fz="sm" c="dimmed">
          {M.noCertificate}
        </Text>
      )}
      {canEdit ? <UploadButton {...props} label={label} /> : null}
      {viewer}
      <ConfirmDialog
        opened={removing !== null}
        title={M.confirmTitle}
        confirmLabel={M.remove}
        danger
        onConfirm={() => {
          if (removing) remove.mutate({ kind, itemId, fileId: removing.id });
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      >
        {removing ? M.confirmRemove(removing.originalName, label) : ""}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * 'Ladda upp intyg' (or the contract's). The file is checked here first (name, size and type) so a
 * wrong file never leaves the browser; the server checks it again from its bytes.
 */
function UploadButton({
  doctorId,
  kind,
  itemId,
  accept,
  onChanged,
  label,
}: CertificateControlProps & { label: string }) {
  const resetRef = useRef<() => void>(null);
  const isContract = kind === "contract";
  // The stored file joins the cached record from the answer (decision 118).
  const upload = useUploadCertificate(doctorId);
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
    upload.mutate(
      { kind, itemId, file: picked, key: newIdempotencyKey() },
      { onSuccess: () => onChanged?.(), onSettled: () => resetRef.current?.() },
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
        {(buttonProps) => (
          <Button
            {...buttonProps}
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
