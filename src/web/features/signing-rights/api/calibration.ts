import { useQuery } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { signingRightsKeys } from "./keys";

/** The assessors' calibration; only asked for by those the server shows it to. */
export function useCalibration() {
  return useQuery({
    queryKey: signingRightsKeys.calibration,
    queryFn: ({ signal }) => call("GET /api/signing-rights/calibration", { signal }),
  });
}
