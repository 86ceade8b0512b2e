import { Badge, Group, Text } from "@mantine/core";
import { ACTIVITY_GOALS_MESSAGES as M } from "@/web/lib/messages/activity-goals";

/** The delmål an activity or certificate supports, as small badges of their ids ('STc4'). */
export function GoalBadges({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {M.none}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="wrap">
      {ids.map((id) => (
        <Badge key={id} variant="outline" color="gray.8" size="sm" radius="sm">
          {id}
        </Badge>
      ))}
    </Group>
  );
}
