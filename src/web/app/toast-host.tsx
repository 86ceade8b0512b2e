import { lazy, Suspense, useEffect, useState } from "react";
import { registerToastHost } from "@/web/lib/toasts";

const loadContainer = () => import("./notifications-container");
const NotificationsContainer = lazy(() =>
  loadContainer().then((m) => ({ default: m.NotificationsContainer })),
);

/**
 * Loads the toast container ahead of the first toast, for signed-in pages: a save without network
 * says so in a toast, and by then the container's file could not be fetched (decision 220).
 */
export function preloadToasts() {
  loadContainer().catch(() => undefined);
}

/** Mounts Mantine's toast container the first time a toast is shown (keeps it off the entry). */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => registerToastHost(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
