import { lazy, Suspense, useEffect, useState } from "react";
import { registerToastHost } from "@/web/lib/toasts";

const NotificationsContainer = lazy(() =>
  import("./notifications-container").then((m) => ({ default: m.NotificationsContainer })),
);

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
