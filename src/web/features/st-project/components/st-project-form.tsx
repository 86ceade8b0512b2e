import { Button, Group, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import {
  ACTIVITY_STATUS_LABELS,
  isActivityStatus,
  ST_PROJECT_STATUSES,
} from "@/shared/rules/activity-status";
import {
  type TStProject,
  type TUpdateStProjectRequest,
  ZUpdateStProjectRequestSchema,
} from "@/shared/schemas/st-project";
import { useDraftState, useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { ST_PROJECT_UI_MESSAGES as M } from "@/web/lib/messages/st-project";

interface StProjectFormProps {
  /** Whose ST-arbete this is: names the draft kept if the session ends. */
  doctorId: string;
  initial: TStProject;
  canEdit: boolean;
  busy: boolean;
  onSave: (values: TUpdateStProjectRequest) => void;
}

/**
 * The one ST-arbete form. Its values live here and are not replaced by the record afterwards, so
 * a failed save (rolled back in the record) keeps everything the user typed.
 */
export function StProjectForm({ doctorId, initial, canEdit, busy, onSave }: StProjectFormProps) {
  const draftKey = `stproject:${doctorId}`;
  const [values, setValues] = useDraftState<TStProject>(draftKey, initial);
  // Compared as saved: the server trims what it stores.
  const dirty =
    canEdit &&
    (Object.keys(values) as (keyof TStProject)[]).some(
      (f) => String(values[f]).trim() !== String(initial[f]).trim(),
    );
  // While a save runs the optimistic record already equals the form; the text is not safe yet.
  useUnsavedChanges(dirty || busy, { key: draftKey, value: values });
  const [errors, setErrors] = useState<Partial<Record<keyof TStProject, string>>>({});
  const set = <F extends keyof TStProject>(field: F, value: TStProject[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit() {
    const parsed = ZUpdateStProjectRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof TStProject, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (
          field === "topic" ||
          field === "supervisor" ||
          field === "status" ||
          field === "summary"
        ) {
          next[field] = issue.message;
        }
      }
      setErrors(next);
      return;
    }
    onSave(parsed.data);
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <fieldset disabled={!canEdit} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="sm">
          <TextInput
            label={M.topic}
            value={values.topic}
            error={errors.topic}
            onChange={(event) => set("topic", event.currentTarget.value)}
          />
          <TextInput
            label={M.supervisor}
            value={values.supervisor}
            error={errors.supervisor}
            onChange={(event) => set("supervisor", event.currentTarget.value)}
          />
          <Select
            label={M.status}
            data={ST_PROJECT_STATUSES.map((s) => ({ value: s, label: ACTIVITY_STATUS_LABELS[s] }))}
            value={values.status}
            error={errors.status}
            allowDeselect={false}
            onChange={(value) => {
              if (isActivityStatus(value)) set("status", value);
            }}
          />
          <Textarea
            label={M.summary}
            value={values.summary}
            error={errors.summary}
            autosize
            minRows={5}
            maxRows={16}
            onChange={(event) => set("summary", event.currentTarget.value)}
          />
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={busy}>
                {M.save}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </fieldset>
    </form>
  );
}
