import { Stack, Text } from "@mantine/core";
import {
  describeEarlyWarning,
  type EarlyWarning,
  earlyWarningTitle,
} from "@/shared/rules/early-warnings";

/** The warnings of one doctor, each its short title and its explanation (decision 145). */
export function EarlyWarningLines({ warnings }: { warnings: readonly EarlyWarning[] }) {
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
      {warnings.map((warning) => (
        <li key={warning.kind} data-warning={warning.kind}>
          <Text fz="xs" fw={700}>
            {earlyWarningTitle(warning.kind)}
          </Text>
          <Text fz="xs">{describeEarlyWarning(warning)}</Text>
        </li>
      ))}
    </Stack>
  );
}
