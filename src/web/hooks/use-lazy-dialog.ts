import { useEffect, useState } from "react";

/**
 * A dialog that is not in the page until it is first opened (a closed Mantine Modal still mounts
 * its portal and hooks). On the first opening it mounts closed and opens one effect later, as if it
 * had always been there: Mantine notes the focused button only when `opened` changes, and gives
 * focus back to it on closing. After that it stays mounted, so closing runs its transition.
 */
export function useLazyDialog(opened: boolean): { mounted: boolean; opened: boolean } {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (opened) setReady(true);
  }, [opened]);
  return { mounted: ready || opened, opened: opened && ready };
}
