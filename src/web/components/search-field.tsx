import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Keeps the field wide enough for its placeholder when the row wraps. */
  miw: number;
}

/** The search box above a list: filters as the user types. */
export function SearchField({ onChange, ...props }: SearchFieldProps) {
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}
