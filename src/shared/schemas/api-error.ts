import { z } from "zod";
import { API_ERROR_CODES } from "../api/errors";

/** Every error answer of the API; `error` is a Swedish sentence for the user. */
export const ZApiErrorSchema = z.object({
  error: z.string(),
  code: z.enum(API_ERROR_CODES),
  field: z.string().optional(),
});
