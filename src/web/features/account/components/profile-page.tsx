import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconLogout } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { REMINDER_MESSAGES } from "@/shared/messages/reminders";
import { ownsRecord, PAGE_LABELS, ROLE_LABELS } from "@/shared/roles";
import type { TSessionUser } from "@/shared/schemas/auth";
import { PageHeader } from "@/web/components/page-header";
import { exportUrl } from "@/web/lib/files";
import { ACCOUNT_UI_MESSAGES } from "@/web/lib/messages/account";
import { AUTH_UI_MESSAGES } from "@/web/lib/messages/auth";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";
import { CalendarFeedCard } from "./calendar-feed-card";
import { ChangePasswordForm } from "./change-password-form";
import { ReminderSettingsCard } from "./reminder-settings-card";

interface ProfilePageProps {
  user: TSessionUser;
  onSignOut: () => void;
  signingOut: boolean;
}

export function ProfilePage({ user, onSignOut, signingOut }: ProfilePageProps) {
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={PAGE_LABELS.profile} />
      <ProfileSection id="profile-account" title={M.profileAccount}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
          <ProfileField label={M.profileName} value={user.displayName} />
          <ProfileField label={M.profileEmail} value={user.email} />
          <ProfileField label={M.profileRole} value={ROLE_LABELS[user.role]} />
        </SimpleGrid>
      </ProfileSection>
      <ProfileSection id="profile-password" title={AUTH_UI_MESSAGES.changeTitle}>
        <Stack gap="md">
          {ownsRecord(user.role) ? (
            <Text fz="sm">{ACCOUNT_UI_MESSAGES.calendarPasswordNote}</Text>
          ) : null}
          <ChangePasswordForm />
        </Stack>
      </ProfileSection>
      {/* Only an ST doctor has a plan to subscribe to (decision 154). */}
      {ownsRecord(user.role) ? (
        <ProfileSection id="profile-calendar" title={ACCOUNT_UI_MESSAGES.calendarTitle}>
          <CalendarFeedCard />
        </ProfileSection>
      ) : null}
      <ProfileSection id="profile-reminders" title={REMINDER_MESSAGES.settings.title}>
        <ReminderSettingsCard />
      </ProfileSection>
      <ProfileSection id="profile-export" title={ACCOUNT_UI_MESSAGES.exportTitle}>
        <Stack gap="md" align="flex-start">
          <Text fz="sm">{ACCOUNT_UI_MESSAGES.exportIntro}</Text>
          {/* A plain link: the browser streams the ZIP to disk with the session cookie. */}
          <Button
            component="a"
            href={exportUrl()}
            download
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            {ACCOUNT_UI_MESSAGES.exportButton}
          </Button>
        </Stack>
      </ProfileSection>
      <Group>
        <Button
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={onSignOut}
          loading={signingOut}
        >
          {M.logout}
        </Button>
      </Group>
    </Stack>
  );
}

function ProfileField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </div>
  );
}

/** One card of the profile; its heading names the section landmark. */
function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title id={id} order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
