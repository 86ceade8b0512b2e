import { Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  subtitle?: string | undefined;
  actions?: ReactNode;
}

/** The page's one h1; also names the browser tab so screen-reader users hear where they are. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  useDocumentTitle(`${title} – ST-portalen`);
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
