import { Alert, Text } from "@mantine/core";
import { PAGE_LABELS } from "@/shared/roles";
import { PageHeader } from "@/web/components/page-header";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";

/** `allowed` comes from the server's session permissions. */
export function SigningRightsPage({ allowed }: { allowed: boolean }) {
  if (!allowed) {
    return (
      <>
        <PageHeader title={M.accessDeniedTitle} />
        <Alert variant="light" color="red" role="alert">
          <Text c="red.9">{M.signingRightsDenied}</Text>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={PAGE_LABELS["signing-rights-assessment"]}
        subtitle={M.signingRightsIntro}
      />
      <Alert variant="light" color="blue" role="note">
        <Text>{M.underConstruction}</Text>
      </Alert>
    </>
  );
}
