import { Stack } from "@mantine/core";
import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import { useMemo, useState } from "react";
import type { StModel } from "@/shared/curriculum/goal-models";
import { RECORD_MESSAGES } from "@/shared/messages/records";
import { FormActions } from "@/web/components/form-actions";
import { FormModal } from "@/web/components/form-modal";
import {
  StaleWriteAlert,
  savedValueHint,
} from "@/web/entities/record/components/stale-write-alert";
import { useFormKey } from "@/web/hooks/use-form-key";
import { useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { ACTIVITIES_UI_MESSAGES as M } from "@/web/lib/messages/activities";
import { hideToast, showToast } from "@/web/lib/toasts";
import type {
  ActivityDefinition,
  ActivityItem,
  ActivityListKey,
  FormValues,
} from "../activity-definition";
import { ActivityFormField, readableValue } from "./activity-form-field";

/** One warning at a time about missing fields, taken back once the form is complete. */
const INCOMPLETE_FORM_TOAST = "record-form-incomplete";

interface ActivityFormModalProps<K extends ActivityListKey, Req> {
  definition: ActivityDefinition<K, Req>;
  opened: boolean;
  /** The row being edited; none means a new one. */
  item: ActivityItem<K> | undefined;
  /** The doctor's ST model: the delmål field offers its goals (none chosen: the field is closed). */
  goalModel: StModel;
  /** A new row's starting values, when not empty (the wizard puts in its quarter's dates). */
  initialValues?: FormValues | undefined;
  busy: boolean;
  /** A refused stale save, or 'reloaded' after 'Ladda om' (decision 065). */
  stale?: "stale" | "reloaded" | null;
  /** The row as saved now, after 'Ladda om': fields that differ show the saved value. */
  saved?: ActivityItem<K>;
  onReload?: () => Promise<void>;
  /** The key of a draft kept on the device, opened again: its save is the same create. */
  formKey?: string | undefined;
  /** `key`: the opened form's, sent with a new row so a retry stores it once (decision 158). */
  onSubmit: (request: Req, key: string) => void;
  onClose: () => void;
}

/** The add/edit form of any record type, built from its definition's fields. */
export function ActivityFormModal<K extends ActivityListKey, Req>(
  props: ActivityFormModalProps<K, Req>,
) {
  const { definition, opened, item, onClose } = props;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={item ? definition.texts.editTitle : definition.texts.addTitle}
    >
      <ActivityForm {...props} />
    </FormModal>
  );
}

/** The form itself, for a dialog of its own (ActivityFormModal) or inside another (the wizard). */
export function ActivityForm<K extends ActivityListKey, Req>({
  definition,
  item,
  goalModel,
  initialValues,
  busy,
  stale,
  saved,
  onReload,
  formKey,
  onSubmit,
  onClose,
}: Omit<ActivityFormModalProps<K, Req>, "opened">) {
  const savedValues = saved ? definition.toValues(saved) : undefined;
  const opened = useFormKey();
  const key = formKey ?? opened.key;
  const [startValues] = useState<FormValues>(() =>
    item ? definition.toValues(item) : { ...definition.emptyValues, ...initialValues },
  );
  const resolver = useMemo(
    () => schemaResolver(definition.schema, { sync: true }),
    [definition.schema],
  );
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: startValues,
    validate: (values) => {
      const errors: FormErrors = {};
      // One entry per request field, its first problem (an empty date is missing, not malformed).
      for (const [path, message] of Object.entries(resolver(definition.toRequest(values)))) {
        const requestField = path.split(".")[0] ?? "";
        const field = definition.errorField?.(requestField, values) ?? requestField;
        if (errors[field] !== undefined) continue;
        // A missing field is marked; the one warning says what is wrong.
        errors[field] = message === RECORD_MESSAGES.allFieldsRequired ? true : message;
      }
      return errors;
    },
  });
  const { values } = form;
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(startValues) || busy);
  const visibleFields = definition.fields.filter((f) => !f.visible || f.visible(values));

  const submit = form.onSubmit(
    (typed) => {
      const parsed = definition.schema.safeParse(definition.toRequest(typed));
      if (!parsed.success) return;
      hideToast(INCOMPLETE_FORM_TOAST);
      onSubmit(parsed.data, key);
    },
    (errors) => {
      if (Object.values(errors).includes(true)) {
        showToast("warning", RECORD_MESSAGES.allFieldsRequired, undefined, INCOMPLETE_FORM_TOAST);
      }
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {visibleFields.map((field, index) => (
          <ActivityFormField
            key={field.name}
            field={field}
            value={values[field.name] ?? ""}
            error={form.errors[field.name]}
            savedHint={savedValueHint(
              savedValues ? readableValue(field, savedValues[field.name] ?? "") : undefined,
              readableValue(field, values[field.name] ?? ""),
            )}
            autoFocus={index === 0}
            goalModel={goalModel}
            onChange={(value) => form.setFieldValue(field.name, value)}
          />
        ))}
        {onReload ? <StaleWriteAlert state={stale ?? null} onReload={onReload} /> : null}
        <FormActions saveLabel={M.save} busy={busy} onCancel={onClose} mt="sm" />
      </Stack>
    </form>
  );
}
