import { Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { RECORD_MESSAGES } from "@/shared/messages/records";
import { FormActions } from "@/web/components/form-actions";
import { FormModal } from "@/web/components/form-modal";
import { useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { ACTIVITIES_UI_MESSAGES as M } from "@/web/lib/messages/activities";
import { hideToast, showToast } from "@/web/lib/toasts";
import { StaleWriteAlert, savedValueHint } from "../../records/components/stale-write-alert";

import type {
  ActivityDefinition,
  ActivityItem,
  ActivityListKey,
  FieldDefinition,
  FormValues,
} from "../activity-definition";

/** One warning at a time about missing fields, taken back once the form is complete. */
const INCOMPLETE_FORM_TOAST = "record-form-incomplete";

interface ActivityFormModalProps<K extends ActivityListKey, Req> {
  definition: ActivityDefinition<K, Req>;
  opened: boolean;
  /** The row being edited; none means a new one. */
  item: ActivityItem<K> | undefined;
  busy: boolean;
  /** A refused stale save, or 'reloaded' after 'Ladda om' (decision 065). */
  stale?: "stale" | "reloaded" | null;
  /** The row as saved now, after 'Ladda om': fields that differ show the saved value. */
  saved?: ActivityItem<K>;
  onReload?: () => Promise<void>;
  onSubmit: (request: Req) => void;
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

type FieldErrors = Record<string, string | boolean>;

function ActivityForm<K extends ActivityListKey, Req>({
  definition,
  item,
  busy,
  stale,
  saved,
  onReload,
  onSubmit,
  onClose,
}: ActivityFormModalProps<K, Req>) {
  const savedValues = saved ? definition.toValues(saved) : undefined;
  const [startValues] = useState<FormValues>(() =>
    item ? definition.toValues(item) : { ...definition.emptyValues },
  );
  const [values, setValues] = useState<FormValues>(startValues);
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(startValues) || busy);
  const [errors, setErrors] = useState<FieldErrors>({});
  const visibleFields = definition.fields.filter((f) => !f.visible || f.visible(values));

  function change(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }

  function submit() {
    const parsed = definition.schema.safeParse(definition.toRequest(values));
    if (parsed.success) {
      hideToast(INCOMPLETE_FORM_TOAST);
      onSubmit(parsed.data);
      return;
    }
    const next: FieldErrors = {};
    let missing = false;
    for (const issue of parsed.error.issues) {
      const requestField = String(issue.path[0] ?? "");
      const field = definition.errorField?.(requestField, values) ?? requestField;
      // The first problem of a field is the one to show (an empty date is missing, not malformed).
      if (next[field] !== undefined) continue;
      if (issue.message === RECORD_MESSAGES.allFieldsRequired) {
        missing = true;
        // The field is marked; the one warning says what is wrong.
        next[field] = true;
      } else {
        next[field] = issue.message;
      }
    }
    setErrors(next);
    if (missing) {
      showToast("warning", RECORD_MESSAGES.allFieldsRequired, undefined, INCOMPLETE_FORM_TOAST);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        {visibleFields.map((field, index) => (
          <FormField
            key={field.name}
            field={field}
            value={values[field.name] ?? ""}
            error={errors[field.name]}
            savedHint={savedValueHint(
              savedValues ? optionLabel(field, savedValues[field.name] ?? "") : undefined,
              optionLabel(field, values[field.name] ?? ""),
            )}
            autoFocus={index === 0}
            onChange={(value) => change(field.name, value)}
          />
        ))}
        {onReload ? <StaleWriteAlert state={stale ?? null} onReload={onReload} /> : null}
        <FormActions saveLabel={M.save} busy={busy} onCancel={onClose} mt="sm" />
      </Stack>
    </form>
  );
}

/** A select's value as its label, so a saved-value hint reads 'Avklarad', not 'completed'. */
function optionLabel(field: FieldDefinition, value: string): string {
  return field.options?.find((o) => o.value === value)?.label ?? value;
}

interface FormFieldProps {
  field: FieldDefinition;
  value: string;
  error: string | boolean | undefined;
  savedHint: string | undefined;
  autoFocus: boolean;
  onChange: (value: string) => void;
}

function FormField({ field, value, error, savedHint, autoFocus, onChange }: FormFieldProps) {
  const common = {
    label: field.label,
    description: savedHint ?? field.description,
    placeholder: field.placeholder,
    required: true,
    error,
    "data-autofocus": autoFocus || undefined,
  };
  switch (field.kind) {
    case "select":
      return (
        <Select
          {...common}
          data={field.options ?? []}
          value={value === "" ? null : value}
          onChange={(next) => onChange(next ?? "")}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case "textarea":
      return (
        <Textarea
          {...common}
          value={value}
          autosize
          minRows={3}
          maxRows={10}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.kind}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
