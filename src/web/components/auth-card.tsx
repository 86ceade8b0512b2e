import { Anchor, Box, Center, Paper, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { LANDING_MESSAGES } from "@/web/lib/messages/landing";

/** The frame of the signed-out forms: product name (link home) above a centred card. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={440} gap="md">
        <Box component="header" ta="center">
          <Anchor component={Link} to="/" fw={700} fz="xl" underline="never" c="blue.9">
            {LANDING_MESSAGES.productName}
          </Anchor>
          <Text fz="sm" c="dimmed">
            {LANDING_MESSAGES.subtitle}
          </Text>
        </Box>
        <Paper component="main" withBorder shadow="sm" radius="md" p={{ base: "lg", sm: "xl" }}>
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
