import { Alert } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";
import { sessionQueryKey } from "@/web/lib/query-keys";
import { useOnline } from "@/web/lib/use-online";

/**
 * 'Ingen anslutning' above the page while the device has no network; when it returns, the session
 * and every page's data that failed meanwhile are asked for again.
 */
// Here rather than with the shell's texts: only the signed-in shell shows it, and the shared
// texts load with the public pages too.
const OFFLINE_BANNER =
  "Enheten har ingen nätverksanslutning. Uppgifterna hämtas när anslutningen är tillbaka.";

export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) {
      void queryClient.refetchQueries({
        type: "active",
        predicate: (query) =>
          query.state.status === "error" || query.queryKey[0] === sessionQueryKey[0],
      });
    }
    wasOnline.current = online;
  }, [online, queryClient]);
  if (online) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      role="status"
      title={M.offlineTitle}
      icon={<IconWifiOff aria-hidden />}
      mb="md"
      className="no-print"
    >
      {OFFLINE_BANNER}
    </Alert>
  );
}
