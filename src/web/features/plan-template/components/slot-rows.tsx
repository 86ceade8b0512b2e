import { Box, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { PLAN_TEMPLATE_UI_MESSAGES as M } from "@/web/lib/messages/plan-template";
import { newRow, type TemplateFormValues } from "../template-form";
import { withoutChosen } from "../template-options";
import { AddRowButton, RowButtons, SlotFields, type TemplateForm } from "./row-fields";

type SlotSection = "courses" | "goals" | "examinations";
type OptionGroups = { group: string; items: { value: string; label: string }[] }[];

interface SlotRowsProps<S extends SlotSection> {
  form: TemplateForm;
  section: S;
  texts: { title: string; name: string; add: string; empty: string };
  /** The row's main field: a course's name, or the delmål or examination picked. */
  field: (index: number, row: TemplateFormValues[S][number], rowName: string) => ReactNode;
  /** A row's name for its buttons' labels, once it has one. */
  nameOf: (row: TemplateFormValues[S][number]) => string;
}

/** 'Kurser', 'Delmål' or 'Undersökningar': rows of one entry each, with its ST-år and kvartal. */
function SlotRows<S extends SlotSection>({
  form,
  section,
  texts,
  field,
  nameOf,
}: SlotRowsProps<S>) {
  const rows = form.values[section] as TemplateFormValues[S];
  const headingId = `plan-template-${section}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        {texts.title}
      </Title>
      {rows.length === 0 ? <Text fz="sm">{texts.empty}</Text> : null}
      <Box component="ol" m={0} p={0} style={{ listStyle: "none" }}>
        {rows.map((row, index) => {
          const rowName = nameOf(row) || M.rowLabel(texts.name, index);
          return (
            <Box
              component="li"
              key={row.key}
              py="xs"
              style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}
              data-testid={`template-${section}-row`}
            >
              <Group gap="xs" align="flex-end">
                {field(index, row, rowName)}
                <SlotFields form={form} path={`${section}.${index}`} rowName={rowName} />
                <RowButtons
                  index={index}
                  count={rows.length}
                  rowName={rowName}
                  onRemove={() => form.removeListItem(section, index)}
                />
              </Group>
            </Box>
          );
        })}
      </Box>
      <AddRowButton
        rows={rows.length}
        label={texts.add}
        // The form's list type cannot follow the generic section; newRow(section) is its row.
        onAdd={() => form.insertListItem(section, newRow(section) as never)}
      />
    </Stack>
  );
}

const MAIN_FIELD_STYLE = { flex: "1 1 14rem" } as const;

export function CourseRows({ form }: { form: TemplateForm }) {
  return (
    <SlotRows
      form={form}
      section="courses"
      texts={M.courses}
      nameOf={(row) => row.name.trim()}
      field={(index) => (
        <TextInput
          label={M.courses.name}
          required
          style={MAIN_FIELD_STYLE}
          {...form.getInputProps(`courses.${index}.name`)}
        />
      )}
    />
  );
}

interface PickerRowsProps {
  form: TemplateForm;
  options: OptionGroups;
}

const labelOf = (options: OptionGroups, value: string) =>
  options.flatMap((g) => g.items).find((o) => o.value === value)?.label ?? value;

/** A select of one entry, without those other rows have chosen (the server refuses duplicates). */
function pickerField(
  form: TemplateForm,
  path: string,
  options: OptionGroups,
  chosen: ReadonlySet<string>,
  own: string,
  texts: { name: string; placeholder: string },
) {
  return (
    <Select
      label={texts.name}
      placeholder={texts.placeholder}
      required
      searchable
      allowDeselect={false}
      data={withoutChosen(options, chosen, own)}
      style={MAIN_FIELD_STYLE}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps(path)}
      onChange={(value) => form.setFieldValue(path, value ?? "")}
    />
  );
}

export function GoalRows({ form, options }: PickerRowsProps) {
  const chosen = new Set(form.values.goals.map((g) => g.goalId));
  return (
    <SlotRows
      form={form}
      section="goals"
      texts={M.goals}
      nameOf={(row) => (row.goalId ? labelOf(options, row.goalId) : "")}
      field={(index, row) =>
        pickerField(form, `goals.${index}.goalId`, options, chosen, row.goalId, M.goals)
      }
    />
  );
}

export function ExaminationRows({ form, options }: PickerRowsProps) {
  const chosen = new Set(form.values.examinations.map((e) => e.procedureId));
  return (
    <SlotRows
      form={form}
      section="examinations"
      texts={M.examinations}
      nameOf={(row) => (row.procedureId ? labelOf(options, row.procedureId) : "")}
      field={(index, row) =>
        pickerField(
          form,
          `examinations.${index}.procedureId`,
          options,
          chosen,
          row.procedureId,
          M.examinations,
        )
      }
    />
  );
}
