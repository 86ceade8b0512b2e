import { Notifications } from "@mantine/notifications";

/** Its own module so the lazy import in toast-host.tsx gets a chunk of its own. */
export function NotificationsContainer() {
  return <Notifications position="top-right" limit={5} />;
}
