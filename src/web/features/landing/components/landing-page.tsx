import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import {
  IconArrowsExchange,
  IconCertificate,
  IconClipboardCheck,
  IconSchool,
  IconSignature,
  IconTarget,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ComponentType } from "react";
import { LANDING_MESSAGES as M } from "@/web/lib/messages/landing";

type FeatureKey = (typeof M.features)[number]["key"];

const FEATURE_ICONS: Record<
  FeatureKey,
  ComponentType<{ size?: number; "aria-hidden"?: boolean }>
> = {
  goals: IconTarget,
  assessments: IconClipboardCheck,
  signing: IconSignature,
  rotations: IconArrowsExchange,
  courses: IconSchool,
  certificates: IconCertificate,
};

function LoginButton({ label, size = "sm" }: { label: string; size?: "sm" | "md" | "lg" }) {
  return (
    <Button component={Link} to="/login" size={size}>
      {label}
    </Button>
  );
}

export function LandingPage() {
  useDocumentTitle(`${M.productName} – ${M.heroTitle}`);
  return (
    <>
      <Box
        component="header"
        py="md"
        style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
      >
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={700} fz="xl" c="blue.9">
                {M.productName}
              </Text>
              <Text fz="sm" c="dimmed">
                {M.subtitle}
              </Text>
            </div>
            <LoginButton label={M.login} />
          </Group>
        </Container>
      </Box>

      <main>
        <Box
          component="section"
          aria-labelledby="hero-title"
          py={{ base: 48, sm: 80 }}
          style={{
            background:
              "linear-gradient(180deg, var(--mantine-color-blue-0) 0%, var(--mantine-color-white) 100%)",
          }}
        >
          <Container size="md">
            <Stack align="center" ta="center" gap="lg">
              <Title id="hero-title" order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
                {M.heroTitle}
              </Title>
              <Text fz="lg" maw={640}>
                {M.heroText}
              </Text>
              <LoginButton label={M.heroCta} size="lg" />
            </Stack>
          </Container>
        </Box>

        <Container component="section" size="lg" py={56} aria-labelledby="features-title">
          <Title id="features-title" order={2} ta="center" mb="xl">
            {M.featuresTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {M.features.map((feature) => {
              const Icon = FEATURE_ICONS[feature.key];
              return (
                <Card key={feature.key} withBorder padding="lg" radius="md" component="article">
                  <ThemeIcon size={44} radius="md" variant="light" mb="md">
                    <Icon size={26} aria-hidden />
                  </ThemeIcon>
                  <Title order={3} fz="lg" mb={6}>
                    {feature.title}
                  </Title>
                  <Text c="dimmed">{feature.text}</Text>
                </Card>
              );
            })}
          </SimpleGrid>
        </Container>

        <Box component="section" bg="blue.9" c="white" py={40} aria-label={M.stripLabel}>
          <Container size="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {M.strip.map((item) => (
                <Stack key={item.key} gap={2} align="center" ta="center">
                  <Text fz={32} fw={700} lh={1.1}>
                    {item.value}
                  </Text>
                  <Text fz="md">{item.label}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Container>
        </Box>

        <Container component="section" size="sm" py={64} aria-labelledby="cta-title">
          <Stack align="center" ta="center" gap="md">
            <Title id="cta-title" order={2}>
              {M.ctaTitle}
            </Title>
            <Text>{M.ctaText}</Text>
            <LoginButton label={M.ctaButton} size="md" />
          </Stack>
        </Container>
      </main>

      <Box
        component="footer"
        py="lg"
        bg="gray.0"
        style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}
      >
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text fz="sm">{M.footerCopyright}</Text>
            <Text fz="sm">
              {M.footerContact}{" "}
              <Anchor href={`mailto:${M.footerContactEmail}`} fz="sm">
                {M.footerContactEmail}
              </Anchor>
            </Text>
          </Group>
        </Container>
      </Box>
    </>
  );
}
