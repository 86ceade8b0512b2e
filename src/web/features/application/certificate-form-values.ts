import type { FormErrors } from "@mantine/form";
import { schemaResolver } from "@mantine/form";
import { APPLICATION_WRITE_MESSAGES as W } from "@/shared/messages/application-writes";
import { compareDates, isIsoDate } from "@/shared/rules/dates";
import {
  type TApplicationCertificate,
  type TSaveCertificateRequest,
  ZSaveCertificateRequestSchema,
} from "@/shared/schemas/application";

/** What the 'Redigera' dialog edits: the save request without its version. */
export type CertificateFormValues = Omit<TSaveCertificateRequest, "version">;

/**
 * The form as a certificate opens it. A place, period or description the record gives is left
 * empty, so it keeps following the activities (decision 196); only what the doctor typed is
 * filled in.
 */
export function certificateFormValues(c: TApplicationCertificate): CertificateFormValues {
  return {
    place: c.edited.place ? c.place : "",
    description: c.edited.description ? c.description : "",
    periodStart: c.edited.period ? (c.periodStart ?? "") : "",
    periodEnd: c.edited.period ? (c.periodEnd ?? "") : "",
    signerName: c.signer.name,
    signerSpecialty: c.signer.specialty,
    signerWorkplace: c.signer.workplace,
    signerRole: c.signer.role,
  };
}

const resolver = schemaResolver(ZSaveCertificateRequestSchema, { sync: true });

/** The shared schema's checks, and the period's: both dates or neither, the end not first. */
export function validateCertificateForm(values: CertificateFormValues): FormErrors {
  const errors: FormErrors = { ...resolver({ ...values, version: 0 }) };
  const { periodStart: start, periodEnd: end } = values;
  if ((start === "") !== (end === "")) {
    const field = start === "" ? "periodStart" : "periodEnd";
    errors[field] ??= W.periodHalf;
  } else if (isIsoDate(start) && isIsoDate(end) && compareDates(start, end) > 0) {
    errors.periodEnd ??= W.periodEndBeforeStart;
  }
  return errors;
}

/**
 * The certificate as the application gives it now: by its id, or (a certificate stored on its
 * first save gets an id of its own) by its first activity.
 */
export function findSameCertificate(
  certificates: readonly TApplicationCertificate[],
  certificate: TApplicationCertificate,
): TApplicationCertificate | undefined {
  const byId = certificates.find((c) => c.id === certificate.id);
  if (byId) return byId;
  const first = certificate.activities[0];
  if (!first) return undefined;
  return certificates.find((c) =>
    c.activities.some((a) => a.type === first.type && a.id === first.id),
  );
}
