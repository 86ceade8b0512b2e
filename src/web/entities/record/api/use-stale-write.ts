import { useState } from "react";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { STALE_WRITE_UI_MESSAGES } from "@/web/lib/messages/stale-write";
import { toast } from "@/web/lib/toasts";
import { isStaleWrite, useReloadRecord } from "./reload-record";

export type StaleWriteState = "stale" | "reloaded" | null;

/**
 * The one handling of a save refused as stale (409 STALE_WRITE, decision 065) for every record
 * form: the refusal shows 'Ladda om' (components/stale-write-alert), which fetches the record anew
 * and gives the form the saved value (its new version, and what differs from what was typed).
 * What was typed is never replaced.
 */
export function useStaleWrite<Saved>(doctorId: string) {
  const reloadRecord = useReloadRecord(doctorId);
  const [state, setState] = useState<StaleWriteState>(null);
  const [saved, setSaved] = useState<Saved>();

  function clear() {
    setState(null);
    setSaved(undefined);
  }

  return {
    /** For StaleWriteAlert: 'stale' after a refusal, 'reloaded' after 'Ladda om'. */
    state,
    /** The value as saved now, after 'Ladda om'; fields that differ show it. */
    saved,
    /** The save's onError: a stale refusal offers 'Ladda om' (the toast is left out for it). */
    onError: (error: unknown) => {
      if (isStaleWrite(error)) setState("stale");
    },
    /** After a successful save, or when the form closes. */
    clear,
    /**
     * 'Ladda om': the saved value picked from the fresh record, or undefined when someone else
     * removed it meanwhile (the user is told; the form should close).
     */
    reload: async (pick: (record: TDoctorRecord) => Saved | undefined) => {
      const fresh = pick(await reloadRecord());
      if (fresh === undefined) {
        toast.warning(STALE_WRITE_UI_MESSAGES.recordGone);
        clear();
        return undefined;
      }
      setSaved(fresh);
      setState("reloaded");
      return fresh;
    },
  };
}
