import { Select, Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import type { StModel } from "@/shared/curriculum/goal-models";
import { ActivityGoalsSelect } from "@/web/entities/goal/components/activity-goals-select";
import { goalIdsFromText, goalIdsToText } from "@/web/entities/goal/goal-options";
import { actionsFromText, MeetingActionsField } from "@/web/features/meeting-actions";
import type { FieldDefinition } from "../activity-definition";

/**
 * A value as the user reads it, for a saved-value hint after 'Ladda om': a select's label
 * ('Avklarad', not 'completed'), the goal ids as a list ('STc4, STc5').
 */
export function readableValue(field: FieldDefinition, value: string): string {
  if (field.kind === "goals") return goalIdsFromText(value).join(", ");
  if (field.kind === "actions")
    return actionsFromText(value)
      .map((a) => a.what)
      .join(", ");
  return field.options?.find((o) => o.value === value)?.label ?? value;
}

interface ActivityFormFieldProps {
  field: FieldDefinition;
  value: string;
  /** A message, or `true` for a missing field: marked, the one warning says what is wrong. */
  error: ReactNode;
  savedHint: string | undefined;
  autoFocus: boolean;
  /** The doctor's model, for a 'goals' field. */
  goalModel: StModel;
  onChange: (value: string) => void;
}

/** One field of an activity form, of the kind its definition names. */
export function ActivityFormField({
  field,
  value,
  error,
  savedHint,
  autoFocus,
  goalModel,
  onChange,
}: ActivityFormFieldProps) {
  const common = {
    label: field.label,
    description: savedHint ?? field.description,
    placeholder: field.placeholder,
    required: !field.optional,
    error,
    "data-autofocus": autoFocus || undefined,
  };
  switch (field.kind) {
    case "actions":
      return <MeetingActionsField value={value} error={error} onChange={onChange} />;
    case "goals":
      return (
        <ActivityGoalsSelect
          model={goalModel}
          kind={field.goalKind ?? "clinical"}
          value={goalIdsFromText(value)}
          onChange={(ids) => onChange(goalIdsToText(ids))}
          description={savedHint}
          error={error}
          autoFocus={autoFocus}
        />
      );
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
