import type { TextSlot } from "./form-definitions";

/** The applicant's fields, named alike on every form of both models. */
export const APPLICANT = {
  lastName: "Efternamn",
  firstName: "Förnamn",
  personnummer: "Personnummer",
  specialty: "Specialitet som ansökan avser",
} as const satisfies Partial<Record<TextSlot, string>>;

/**
 * The signer of a certificate, below 'Namnteckning' and 'Ort och datum', and the form's own
 * 'Bilaga nr': alike on both models' certificates.
 */
export const SIGNER = {
  signerName: "Namnförtydligande",
  signerSpecialty: "Specialitet",
  signerWorkplace: "Tjänsteställe",
  bilagaNr: "Bilaga nr",
} as const satisfies Partial<Record<TextSlot, string>>;
