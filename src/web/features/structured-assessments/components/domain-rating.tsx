import { Group, Radio, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { NOT_ASSESSABLE_LABEL, RATING_SCALE } from "@/shared/rules/structured-assessment-forms";
import { NOT_ASSESSABLE } from "../form-values";

interface DomainRatingProps {
  label: string;
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
}

/**
 * One domain as a radio group: the scale's steps 1–6 and 'Kan ej bedömas'. Arrow keys move
 * between the choices; each step is read out with its anchor ('4 – På förväntad nivå'), and the
 * row wraps on a phone.
 */
export function DomainRating({ label, value, error, onChange }: DomainRatingProps) {
  return (
    <Radio.Group label={label} required value={value} error={error} onChange={onChange}>
      <Group gap="sm" mt={4} wrap="wrap">
        {RATING_SCALE.map((step) => (
          <Radio
            key={step.value}
            value={String(step.value)}
            label={String(step.value)}
            aria-label={`${step.value} – ${step.label}`}
            title={step.label}
          />
        ))}
        <Radio value={NOT_ASSESSABLE} label={<Text fz="sm">{NOT_ASSESSABLE_LABEL}</Text>} />
      </Group>
    </Radio.Group>
  );
}
