import { Alert, Anchor, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { formatDate } from "@/shared/rules/display-dates";
import { IUP_UI_MESSAGES as M } from "@/web/lib/messages/iup";
import { useIup } from "../api/get-iup";

/**
 * On Översikt: the IUP's next agreed follow-up. One that has passed with no new revision since is
 * a planning warning under 'Att se över' (decision 200). Quiet while the IUP loads or when it has
 * no revision.
 */
export function IupFollowUpCard({ doctorId }: { doctorId: string }) {
  const iup = useIup(doctorId);
  if (!iup.data || iup.data.revisions.length === 0) return null;
  const { nextFollowUp } = iup.data;
  const link = (
    <Anchor component={Link} to="/iup" fz="sm" c="inherit" underline="always">
      {M.openIup}
    </Anchor>
  );
  return (
    <Alert color="blue" variant="light" title={M.nextFollowUpTitle}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm">
          {nextFollowUp ? M.nextFollowUp(formatDate(nextFollowUp)) : M.noFollowUp}
        </Text>
        {link}
      </Group>
    </Alert>
  );
}
