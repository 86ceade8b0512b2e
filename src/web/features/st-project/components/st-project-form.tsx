import { Select, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { StModel } from "@/shared/curriculum/goal-models";
import {
  ACTIVITY_STATUS_LABELS,
  isActivityStatus,
  ST_PROJECT_STATUSES,
} from "@/shared/rules/activity-status";
import { type TStProject, ZUpdateStProjectRequestSchema } from "@/shared/schemas/st-project";
import { FormActions } from "@/web/components/form-actions";
import { ActivityGoalsSelect } from "@/web/entities/goal/components/activity-goals-select";
import { useStaleWrite } from "@/web/entities/record/api/use-stale-write";
import {
  StaleWriteAlert,
  savedValueHint,
} from "@/web/entities/record/components/stale-write-alert";
import { useRestoredDraft, useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { ST_PROJECT_UI_MESSAGES as M } from "@/web/lib/messages/st-project";
import { useUpdateStProject } from "../api/update-st-project";

interface StProjectFormProps {
  /** Whose ST-arbete this is: names the draft kept if the session ends. */
  doctorId: string;
  initial: TStProject;
  canEdit: boolean;
  /** The doctor's ST model: the delmål field offers its goals. */
  goalModel: StModel;
}

const resolver = schemaResolver(ZUpdateStProjectRequestSchema, { sync: true });
const STATUS_OPTIONS = ST_PROJECT_STATUSES.map((s) => ({
  value: s,
  label: ACTIVITY_STATUS_LABELS[s],
}));
const TYPED_FIELDS = ["topic", "supervisor", "status", "summary"] as const;

const goalsText = (ids: readonly string[]) => ids.join(",");

/**
 * The one ST-arbete form. Its values live here and are not replaced by the record afterwards, so
 * a failed save (rolled back in the record) keeps everything the user typed. `values.version` is
 * the version the form is based on: the loaded one, then the one each save or 'Ladda om' returns.
 */
export function StProjectForm({ doctorId, initial, canEdit, goalModel }: StProjectFormProps) {
  const save = useUpdateStProject(doctorId);
  const staleWrite = useStaleWrite<TStProject>(doctorId);
  const draftKey = `stproject:${doctorId}`;
  // What was typed before the session ended comes back instead of the saved values (a draft kept
  // before the project had delmål keeps the saved ones: a save without them would erase them).
  const draft = useRestoredDraft<TStProject>(draftKey);
  const form = useForm<TStProject>({
    mode: "controlled",
    initialValues: draft ? { ...draft, goalIds: draft.goalIds ?? initial.goalIds } : initial,
    validate: (values) => resolver(values),
  });
  const { values } = form;
  // Compared as saved: the server trims what it stores; the version is not something typed.
  const dirty =
    canEdit &&
    (TYPED_FIELDS.some((f) => String(values[f]).trim() !== String(initial[f]).trim()) ||
      goalsText(values.goalIds) !== goalsText(initial.goalIds));
  // While a save runs the optimistic record already equals the form; the text is not safe yet.
  useUnsavedChanges(dirty || save.isPending, { key: draftKey, value: values });

  const submit = form.onSubmit((typed) => {
    const parsed = ZUpdateStProjectRequestSchema.safeParse(typed);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: ({ version }) => {
        form.setFieldValue("version", version);
        staleWrite.clear();
      },
      onError: staleWrite.onError,
    });
  });

  /** 'Ladda om': the server's version is taken, what the user typed stays. */
  async function reload() {
    const fresh = await staleWrite.reload((record) => record.stProject);
    if (fresh) form.setFieldValue("version", fresh.version);
  }

  const saved = staleWrite.saved;
  const hint = (field: "topic" | "supervisor" | "summary") =>
    savedValueHint(saved?.[field], values[field]);

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={!canEdit} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="sm">
          <TextInput label={M.topic} description={hint("topic")} {...form.getInputProps("topic")} />
          <TextInput
            label={M.supervisor}
            description={hint("supervisor")}
            {...form.getInputProps("supervisor")}
          />
          <Select
            label={M.status}
            data={STATUS_OPTIONS}
            value={values.status}
            error={form.errors.status}
            description={
              saved && saved.status !== values.status
                ? savedValueHint(ACTIVITY_STATUS_LABELS[saved.status], "")
                : undefined
            }
            allowDeselect={false}
            onChange={(value) => {
              if (isActivityStatus(value)) form.setFieldValue("status", value);
            }}
          />
          <Textarea
            label={M.summary}
            description={hint("summary")}
            autosize
            minRows={5}
            maxRows={16}
            {...form.getInputProps("summary")}
          />
          <ActivityGoalsSelect
            model={goalModel}
            kind="scientific"
            value={values.goalIds}
            onChange={(ids) => form.setFieldValue("goalIds", ids)}
            description={savedValueHint(saved?.goalIds.join(", "), values.goalIds.join(", "))}
            error={form.errors.goalIds}
            disabled={!canEdit}
          />
          <StaleWriteAlert state={staleWrite.state} onReload={reload} />
          {canEdit ? <FormActions saveLabel={M.save} busy={save.isPending} /> : null}
        </Stack>
      </fieldset>
    </form>
  );
}
