import { z } from "zod";

/** A write whose answer is the Swedish sentence to show. */
export const ZMessageResponseSchema = z.object({ message: z.string() });
export const ZOkResponseSchema = z.object({ ok: z.literal(true) });

/** Path parameters are checked by the service that looks them up: an unknown id is a 404 there. */
export const idParams = z.object({ id: z.string() });
export const doctorParams = z.object({ doctorId: z.string() });
