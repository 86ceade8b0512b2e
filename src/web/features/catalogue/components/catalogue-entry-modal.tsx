import { Select, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useEffect } from "react";
import {
  PROCEDURE_COLUMN_LABELS,
  PROCEDURE_COLUMNS,
  PROCEDURE_LEVEL_LABELS,
  PROCEDURE_LEVELS,
  type ProcedureColumn,
  type ProcedureLevel,
} from "@/shared/curriculum/procedures";
import {
  type TProcedureDefinition,
  ZCreateProcedureDefinitionRequestSchema,
} from "@/shared/schemas/procedure-catalogue";
import { FormActions } from "@/web/components/form-actions";
import { FormModal } from "@/web/components/form-modal";
import { CATALOGUE_UI_MESSAGES as M } from "@/web/lib/messages/catalogue";
import type { FieldError } from "./use-catalogue-editing";

export interface CatalogueEntryValues {
  id: string;
  name: string;
  column: ProcedureColumn;
  level: ProcedureLevel;
  syncId: string;
}

interface CatalogueEntryModalProps {
  opened: boolean;
  /** The entry being corrected; none means a new entry. */
  entry: TProcedureDefinition | undefined;
  busy: boolean;
  /** A server error tied to one field (the API's `field`), shown under that field. */
  fieldError?: FieldError | undefined;
  onSubmit: (values: CatalogueEntryValues) => void;
  onClose: () => void;
}

const resolver = schemaResolver(ZCreateProcedureDefinitionRequestSchema, { sync: true });

export function CatalogueEntryModal(props: CatalogueEntryModalProps) {
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.entry ? M.editTitle : M.createTitle}
    >
      <EntryForm {...props} />
    </FormModal>
  );
}

function EntryForm({ entry, busy, fieldError, onSubmit, onClose }: CatalogueEntryModalProps) {
  const form = useForm<CatalogueEntryValues>({
    mode: "controlled",
    initialValues: {
      id: entry?.id ?? "",
      name: entry?.name ?? "",
      column: entry?.column ?? "c4",
      level: entry?.level ?? "B",
      syncId: entry?.syncId ?? "",
    },
    validate: resolver,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server error should land
  useEffect(() => {
    if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
  }, [fieldError]);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={M.id}
          description={M.idHint}
          required
          disabled={entry !== undefined}
          {...form.getInputProps("id")}
        />
        <TextInput label={M.name} required data-autofocus {...form.getInputProps("name")} />
        <Select
          label={M.column}
          required
          allowDeselect={false}
          data={PROCEDURE_COLUMNS.map((c) => ({
            value: c,
            label: `${c} ${PROCEDURE_COLUMN_LABELS[c]}`,
          }))}
          {...form.getInputProps("column")}
        />
        <Select
          label={M.level}
          required
          allowDeselect={false}
          data={PROCEDURE_LEVELS.map((l) => ({ value: l, label: PROCEDURE_LEVEL_LABELS[l] }))}
          {...form.getInputProps("level")}
        />
        <TextInput label={M.syncId} description={M.syncIdHint} {...form.getInputProps("syncId")} />
        <FormActions saveLabel={M.save} busy={busy} onCancel={onClose} mt="sm" />
      </Stack>
    </form>
  );
}
