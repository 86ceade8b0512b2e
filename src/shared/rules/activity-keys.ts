import type { ApplicationActivityType } from "../schemas/application";

/**
 * How the application names an activity across its certificates: `<type>.<id>` ('course.k1').
 * A certificate that only the record gives has its activity's key as its id, and a link request
 * for a certificate keeps one of its activities' keys (decision 228), so the key is one rule for
 * the server and the web.
 */
export const activityKey = (type: ApplicationActivityType, id: string) => `${type}.${id}`;

/** The keys of every activity a certificate covers. */
export const activityKeysOf = (certificate: {
  readonly activities: readonly { readonly type: ApplicationActivityType; readonly id: string }[];
}) => certificate.activities.map((a) => activityKey(a.type, a.id));
