import { Alert, Button, FileInput, Group, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "@/web/lib/api-client";
import { APPLICATION_UI_MESSAGES } from "@/web/lib/messages/application";
import { useUploadCertificateForms } from "../api/certificate-forms";

const M = APPLICATION_UI_MESSAGES.forms;

/** Picks one or more blank PDFs and uploads them; says what the server answered or refused. */
export function CertificateFormsUpload() {
  const [files, setFiles] = useState<File[]>([]);
  const upload = useUploadCertificateForms();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (files.length === 0) return;
        upload.mutate(files, { onSuccess: () => setFiles([]) });
      }}
    >
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label={M.pick}
            description={M.pickHint}
            multiple
            clearable
            clearButtonProps={{ "aria-label": M.clearPicked }}
            accept="application/pdf,.pdf"
            value={files}
            onChange={(picked) => {
              setFiles(picked);
              upload.reset();
            }}
            w={{ base: "100%", sm: 420 }}
          />
          <Button
            type="submit"
            leftSection={<IconUpload size={18} aria-hidden />}
            loading={upload.isPending}
            disabled={files.length === 0}
          >
            {M.upload}
          </Button>
        </Group>
        {upload.isSuccess ? (
          <Alert color="teal" variant="light" role="status">
            <Stack gap={2}>
              <Text fz="sm" fw={600}>
                {upload.data.message}
              </Text>
              {upload.data.uploaded.map((u) => (
                <Text key={u.fileName} fz="sm">
                  {u.fileName}: {u.name}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {upload.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Text fz="sm">{errorMessage(upload.error, M.uploadFailed)}</Text>
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
