import { Alert, Button, FileInput, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { errorReason } from "@/web/lib/api-client";
import { GOAL_IMPORT_UI_MESSAGES as M } from "@/web/lib/messages/goal-import";
import { showToast } from "@/web/lib/toasts";
import { useImportGoals } from "../api/goal-catalogue";

/**
 * 'Importera delmål': a specialty's goal catalogue from a JSON file in the documented format
 * (docs/goal-catalogue-import.md, decision 240). A refused file imports nothing and its errors are
 * listed by line under the field.
 */
export function GoalImportSection() {
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const importGoals = useImportGoals();

  async function submit() {
    if (!file) return;
    setErrors([]);
    const content = await file.text();
    importGoals.mutate(content, {
      onSuccess: (answer) => {
        showToast("success", answer.message);
        setFile(null);
      },
      onError: (error) => setErrors(errorReason(error).split("\n")),
    });
  }

  return (
    <Stack gap="xs" data-testid="goal-import">
      <Text fw={600}>{M.importTitle}</Text>
      <Text fz="sm">{M.importIntro}</Text>
      <Group align="flex-end" gap="sm">
        <FileInput
          label={M.importFile}
          accept="application/json,.json"
          value={file}
          onChange={(next) => {
            setFile(next);
            setErrors([]);
          }}
          clearable
          clearButtonProps={{ "aria-label": M.importClear }}
          w={320}
        />
        <Button onClick={submit} disabled={!file} loading={importGoals.isPending}>
          {M.importButton}
        </Button>
      </Group>
      {errors.length > 0 ? (
        <Alert color="red" title={errors[0]} data-testid="goal-import-errors">
          <Stack gap={2}>
            {errors.slice(1).map((line) => (
              <Text key={line} fz="sm">
                {line}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
