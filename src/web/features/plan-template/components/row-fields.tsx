import { Button, Group, Select } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { PLAN_TEMPLATE_MAX_ROWS } from "@/shared/schemas/plan-template";
import { RowAction } from "@/web/components/row-action";
import { PLAN_TEMPLATE_UI_MESSAGES as M } from "@/web/lib/messages/plan-template";
import type { TemplateFormValues } from "../template-form";
import { QUARTER_OPTIONS, YEAR_OPTIONS } from "../template-options";

export type TemplateForm = UseFormReturnType<TemplateFormValues>;

interface SlotFieldsProps {
  form: TemplateForm;
  /** 'courses.2' or 'rotationStart': where the year and quarter are in the form. */
  path: string;
  /** The row's name for screen readers: 'ST-år för Hjärtkursen'. */
  rowName: string;
  /** Visible labels of their own (the first rotation's start), which then name the fields. */
  labels?: { year: string; quarter: string };
}

/** ST-år and kvartal of a template entry, as two short selects. */
export function SlotFields({ form, path, rowName, labels }: SlotFieldsProps) {
  const field = (
    name: "year" | "quarter",
    label: string,
    aria: string | undefined,
    data: typeof YEAR_OPTIONS,
  ) => {
    const props = form.getInputProps(`${path}.${name}`);
    return (
      <Select
        label={label}
        aria-label={aria}
        data={data}
        w={name === "year" ? 120 : 100}
        allowDeselect={false}
        {...props}
        value={String(props.value)}
        onChange={(value) => form.setFieldValue(`${path}.${name}`, Number(value))}
      />
    );
  };
  return (
    <>
      {labels ? (
        <>
          {field("year", labels.year, undefined, YEAR_OPTIONS)}
          {field("quarter", labels.quarter, undefined, QUARTER_OPTIONS)}
        </>
      ) : (
        <>
          {field("year", M.year, M.yearOf(rowName), YEAR_OPTIONS)}
          {field("quarter", M.quarter, M.quarterOf(rowName), QUARTER_OPTIONS)}
        </>
      )}
    </>
  );
}

interface RowButtonsProps {
  index: number;
  count: number;
  rowName: string;
  /** Rotations keep an order; the others are placed by their year and quarter. */
  onMove?: ((from: number, to: number) => void) | undefined;
  onRemove: () => void;
}

/** Up, down (keyboard reachable buttons, not only dragging) and remove of one row. */
export function RowButtons({ index, count, rowName, onMove, onRemove }: RowButtonsProps) {
  return (
    <Group gap={4} wrap="nowrap" pb={4}>
      {onMove ? (
        <>
          <RowAction
            label={`${M.moveUp} ${rowName}`}
            icon={IconArrowUp}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <RowAction
            label={`${M.moveDown} ${rowName}`}
            icon={IconArrowDown}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          />
        </>
      ) : null}
      <RowAction
        label={`${M.remove} ${rowName}`}
        icon={IconTrash}
        color="red.9"
        onClick={onRemove}
      />
    </Group>
  );
}

/** A section's 'Lägg till …', held back once the section has as many rows as a template may. */
export function AddRowButton({
  rows,
  label,
  onAdd,
}: {
  rows: number;
  label: string;
  onAdd: () => void;
}) {
  return (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} aria-hidden />}
      disabled={rows >= PLAN_TEMPLATE_MAX_ROWS}
      onClick={onAdd}
      style={{ alignSelf: "flex-start" }}
    >
      {label}
    </Button>
  );
}
