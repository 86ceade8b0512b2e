import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface EmptyStateProps {
  title: string;
  text?: string;
  action?: ReactNode;
  headingOrder?: 1 | 2 | 3;
}

export function EmptyState({ title, text, action, headingOrder = 2 }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={headingOrder} fz="lg">
          {title}
        </Title>
        {text ? <Text c="dimmed">{text}</Text> : null}
        {action}
      </Stack>
    </Paper>
  );
}
