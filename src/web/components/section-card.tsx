import { type MantineSpacing, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionCardProps {
  title: string;
  hint?: string | undefined;
  actions?: ReactNode;
  children: ReactNode;
  /** Names the section landmark for screen readers. */
  id: string;
  /** Space between the heading, the content and the actions. */
  gap?: MantineSpacing;
}

/** A titled section of a page, on a bordered card; its heading names the landmark. */
export function SectionCard({ title, hint, actions, children, id, gap = "md" }: SectionCardProps) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      aria-labelledby={id}
    >
      <Stack gap={gap}>
        <Stack gap={4}>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {hint ? (
            <Text fz="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        {children}
        {actions}
      </Stack>
    </Paper>
  );
}
