import { Autocomplete, Box, Group, NumberInput, Stack, Text, Title } from "@mantine/core";
import { RECOMMENDED_ROTATIONS } from "@/shared/curriculum/rotations";
import { PLAN_TEMPLATE_UI_MESSAGES as M } from "@/web/lib/messages/plan-template";
import { newRow } from "../template-form";
import { AddRowButton, RowButtons, SlotFields, type TemplateForm } from "./row-fields";

const R = M.rotations;
const ROTATION_NAMES = [...new Set(RECOMMENDED_ROTATIONS.map((r) => r.name))];

/** 'Placeringar': where the first starts, then each in order with its length in months. */
export function RotationRows({ form }: { form: TemplateForm }) {
  const rows = form.values.rotations;
  return (
    <Stack gap="xs" component="section" aria-labelledby="plan-template-rotations">
      <Title order={3} fz="md" id="plan-template-rotations">
        {R.title}
      </Title>
      <Text fz="sm" c="dimmed">
        {R.hint}
      </Text>
      <Group gap="xs" align="flex-end">
        <SlotFields
          form={form}
          path="rotationStart"
          rowName={R.title}
          labels={{ year: R.startYear, quarter: R.startQuarter }}
        />
      </Group>
      {rows.length === 0 ? <Text fz="sm">{R.empty}</Text> : null}
      <Box component="ol" m={0} p={0} style={{ listStyle: "none" }}>
        {rows.map((row, index) => {
          const rowName = row.name.trim() || M.rowLabel(R.name, index);
          const months = form.getInputProps(`rotations.${index}.months`);
          return (
            <Box
              component="li"
              key={row.key}
              py="xs"
              style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}
              data-testid="template-rotation-row"
            >
              <Group gap="xs" align="flex-end">
                <Autocomplete
                  label={R.name}
                  required
                  data={ROTATION_NAMES}
                  style={{ flex: "1 1 14rem" }}
                  {...form.getInputProps(`rotations.${index}.name`)}
                />
                <NumberInput
                  label={R.months}
                  required
                  w={140}
                  min={1}
                  max={24}
                  clampBehavior="none"
                  allowDecimal={false}
                  allowNegative={false}
                  {...months}
                  // An emptied field is no number: the schema then says what to enter.
                  value={Number.isNaN(row.months) ? "" : row.months}
                  onChange={(value) =>
                    form.setFieldValue(
                      `rotations.${index}.months`,
                      value === "" ? Number.NaN : Number(value),
                    )
                  }
                />
                <RowButtons
                  index={index}
                  count={rows.length}
                  rowName={rowName}
                  onMove={(from, to) => form.reorderListItem("rotations", { from, to })}
                  onRemove={() => form.removeListItem("rotations", index)}
                />
              </Group>
            </Box>
          );
        })}
      </Box>
      <AddRowButton
        rows={rows.length}
        label={R.add}
        onAdd={() => form.insertListItem("rotations", newRow("rotations"))}
      />
    </Stack>
  );
}
