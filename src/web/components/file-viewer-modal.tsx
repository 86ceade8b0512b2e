import { Box, Button, Center, Group, Image, Modal, Stack, Text } from "@mantine/core";
import { useRef } from "react";
import { FILE_MESSAGES } from "@/shared/messages/files";
import { previewKind } from "@/shared/rules/file-upload";
import type { TUploadedFile } from "@/shared/schemas/files";
import { useFrameFocusGuard } from "@/web/hooks/use-frame-focus-guard";
import { fileTypeLabel, fileUrl, formatFileSize } from "@/web/lib/files";
import { FILE_UI_MESSAGES as M } from "@/web/lib/messages/files";

interface FileViewerModalProps {
  /** The file to show; the modal is closed while this is null. */
  file: TUploadedFile | null | undefined;
  onClose: () => void;
  /** Heading of the modal; the file name when omitted. */
  title?: string | undefined;
}

/**
 * The file viewer (spec section 2): a PDF in a frame, an image inline, otherwise
 * 'Förhandsgranskning inte tillgänglig'; 'Öppna i ny flik' and 'Stäng'; Escape closes it.
 */
export function FileViewerModal({ file, onClose, title }: FileViewerModalProps) {
  return (
    <Modal
      opened={!!file}
      onClose={onClose}
      title={title ?? file?.originalName ?? M.viewerTitle}
      size="xl"
      centered
      closeButtonProps={{ "aria-label": M.close }}
    >
      {file ? <FileViewerBody file={file} onClose={onClose} /> : null}
    </Modal>
  );
}

function FileViewerBody({ file, onClose }: { file: TUploadedFile; onClose: () => void }) {
  const url = fileUrl(file.id);
  const kind = previewKind(file.fileType);
  return (
    <Stack gap="md">
      <Group gap="lg" c="dimmed" fz="sm">
        <Text fz="sm" data-testid="file-viewer-type">
          {M.fileType(fileTypeLabel(file.fileType))}
        </Text>
        <Text fz="sm">{M.fileSize(formatFileSize(file.fileSize))}</Text>
      </Group>
      {kind === "pdf" ? (
        <PdfFrame url={url} title={M.pdfFrameTitle(file.originalName)} />
      ) : kind === "image" ? (
        <Image src={url} alt={file.originalName} fit="contain" mah="70vh" />
      ) : (
        <Center mih={160} bg="gray.0" style={{ borderRadius: 4 }}>
          <Text>{FILE_MESSAGES.previewUnavailable}</Text>
        </Center>
      )}
      <Group justify="flex-end">
        <Button
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
        >
          {M.openInNewTab}
        </Button>
        <Button onClick={onClose}>{M.close}</Button>
      </Group>
    </Stack>
  );
}

/** The PDF in a frame that does not keep the dialog's focus when the viewer loads. */
function PdfFrame({ url, title }: { url: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useFrameFocusGuard(frame);
  return (
    <Box
      component="iframe"
      ref={frame}
      src={url}
      title={title}
      w="100%"
      h={{ base: "60vh", md: 600 }}
      style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 4 }}
    />
  );
}
