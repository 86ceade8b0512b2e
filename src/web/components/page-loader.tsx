import { Center, Group, Loader, Text } from "@mantine/core";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";

export function PageLoader({ label = M.loading }: { label?: string }) {
  return (
    <Center mih={200} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>{label}</Text>
      </Group>
    </Center>
  );
}
