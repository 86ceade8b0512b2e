import { Alert, Anchor, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { PAGE_LABELS } from "@/shared/roles";
import type { TApplicationCertificate, TApplicationGap } from "@/shared/schemas/application";
import { SectionCard } from "@/web/components/section-card";
import { APPLICATION_UI_MESSAGES } from "@/web/lib/messages/application";
import { type GapAction, gapAction } from "../application-links";

const M = APPLICATION_UI_MESSAGES.gaps;
/** The theme's link blue is below 4.5:1 on the alert's light orange; one shade darker is not. */
const LINK_COLOR = "blue.9";

interface ApplicationGapsProps {
  gaps: readonly TApplicationGap[];
  certificates: readonly TApplicationCertificate[];
  canEdit: boolean;
  canOpenAdminPanel: boolean;
  onEditCertificate: (certificate: TApplicationCertificate) => void;
}

/** 'Brister': each gap with its sentence and the way to where it is fixed, or 'Inga brister'. */
export function ApplicationGaps({ gaps, certificates, ...actions }: ApplicationGapsProps) {
  return (
    <SectionCard
      id="application-gaps-title"
      title={M.title}
      hint={gaps.length > 0 ? M.hint : undefined}
    >
      {gaps.length === 0 ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
          <Text fz="sm">{M.none}</Text>
        </Alert>
      ) : (
        <Stack gap="xs">
          <Text fz="sm" fw={700}>
            {M.count(gaps.length)}
          </Text>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {gaps.map((gap) => (
              // A gap's sentence names its goal, certificate or form: unique in the list.
              <li key={`${gap.code}:${gap.message}`}>
                <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                  <Stack gap={4} align="flex-start">
                    <Text fz="sm">{gap.message}</Text>
                    <GapFix action={gapAction(gap, certificates)} {...actions} />
                  </Stack>
                </Alert>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}

type GapFixProps = Omit<ApplicationGapsProps, "gaps" | "certificates"> & { action: GapAction };

function GapFix({ action, canEdit, canOpenAdminPanel, onEditCertificate }: GapFixProps) {
  switch (action.kind) {
    case "page":
      return (
        <Anchor component={Link} to={`/${action.page}`} fz="sm" c={LINK_COLOR}>
          {M.toPage(PAGE_LABELS[action.page])}
        </Anchor>
      );
    case "certificate":
      return canEdit ? (
        <Anchor
          component="button"
          type="button"
          fz="sm"
          c={LINK_COLOR}
          onClick={() => onEditCertificate(action.certificate)}
        >
          {M.editCertificate}
        </Anchor>
      ) : null;
    case "forms":
      return (
        <Group gap="xs" wrap="wrap">
          <Text fz="sm" c="dimmed">
            {M.formsByAdmin}
          </Text>
          {canOpenAdminPanel ? (
            <Anchor component={Link} to="/admin" fz="sm" c={LINK_COLOR}>
              {M.toAdmin}
            </Anchor>
          ) : null}
        </Group>
      );
    case "none":
      return null;
  }
}
