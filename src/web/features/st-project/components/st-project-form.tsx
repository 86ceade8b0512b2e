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
import { isStaleWrite } from "../../records/api/reload-record";
import { StaleWriteAlert, savedValueHint } from "../../records/components/stale-write-alert";

export interface SaveHandlers {
  onSuccess: (result: { version: number }) => void;
  onError: (error: unknown) => void;
}

interface StProjectFormProps {
  /** Whose ST-arbete this is: names the draft kept if the session ends. */
  doctorId: string;
  initial: TStProject;
  canEdit: boolean;
  busy: boolean;
  onSave: (values: TUpdateStProjectRequest, handlers: SaveHandlers) => void;
  /** Refetches the record after a refused stale save and returns the saved project. */
  onReload: () => Promise<TStProject>;
}

/**
 * The one ST-arbete form. Its values live here and are not replaced by the record afterwards, so
 * a failed save (rolled back in the record) keeps everything the user typed. `values.version` is
 * the version the form is based on: the loaded one, then the one each save or 'Ladda om' returns.
 */
export function StProjectForm({
  doctorId,
  initial,
  canEdit,
  busy,
  onSave,
  onReload,
}: StProjectFormProps) {
  const draftKey = `stproject:${doctorId}`;
  const [values, setValues] = useDraftState<TStProject>(draftKey, initial);
  const [stale, setStale] = useState<"stale" | "reloaded" | null>(null);
  const [saved, setSaved] = useState<TStProject | null>(null);
  // Compared as saved: the server trims what it stores; the version is not something typed.
  const dirty =
    canEdit &&
    (["topic", "supervisor", "status", "summary"] as const).some(
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
    onSave(parsed.data, {
      onSuccess: ({ version }) => {
        setValues((current) => ({ ...current, version }));
        setStale(null);
        setSaved(null);
      },
      onError: (error) => {
        if (isStaleWrite(error)) setStale("stale");
      },
    });
  }

  async function reload() {
    const fresh = await onReload();
    setValues((current) => ({ ...current, version: fresh.version }));
    setSaved(fresh);
    setStale("reloaded");
  }

  const hint = (field: "topic" | "supervisor" | "summary") =>
    savedValueHint(saved?.[field], values[field]);

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
            description={hint("topic")}
            onChange={(event) => set("topic", event.currentTarget.value)}
          />
          <TextInput
            label={M.supervisor}
            value={values.supervisor}
            error={errors.supervisor}
            description={hint("supervisor")}
            onChange={(event) => set("supervisor", event.currentTarget.value)}
          />
          <Select
            label={M.status}
            data={ST_PROJECT_STATUSES.map((s) => ({ value: s, label: ACTIVITY_STATUS_LABELS[s] }))}
            value={values.status}
            error={errors.status}
            description={
              saved && saved.status !== values.status
                ? savedValueHint(ACTIVITY_STATUS_LABELS[saved.status], "")
                : undefined
            }
            allowDeselect={false}
            onChange={(value) => {
              if (isActivityStatus(value)) set("status", value);
            }}
          />
          <Textarea
            label={M.summary}
            value={values.summary}
            error={errors.summary}
            description={hint("summary")}
            autosize
            minRows={5}
            maxRows={16}
            onChange={(event) => set("summary", event.currentTarget.value)}
          />
          <StaleWriteAlert state={stale} onReload={reload} />
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
