import { Group, Radio } from "@mantine/core";
import type { ReactNode } from "react";

interface AnswerRadiosProps<T extends string> {
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T;
  error?: ReactNode;
  onChange: (value: T) => void;
}

/** One required question of the assessment as a row of radios (arrow keys move between them). */
export function AnswerRadios<T extends string>({
  label,
  values,
  labels,
  value,
  error,
  onChange,
}: AnswerRadiosProps<T>) {
  return (
    <Radio.Group
      label={label}
      required
      value={value}
      error={error}
      onChange={(next) => {
        const chosen = values.find((v) => v === next);
        if (chosen) onChange(chosen);
      }}
    >
      <Group gap="md" mt="xs">
        {values.map((v) => (
          <Radio key={v} value={v} label={labels[v]} />
        ))}
      </Group>
    </Radio.Group>
  );
}
