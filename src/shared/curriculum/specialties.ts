/*
 * The specialties the portal serves (issue 27). Each has goal catalogues per model, shipped as data
 * (`data/<specialty>.json`, or `curriculum.json` for klinisk fysiologi) and, where it has one, an
 * examination matrix. Without the shipped data, so the web can import it (decision 081).
 */

export const SPECIALTIES = ["klinisk-fysiologi", "nuklearmedicin"] as const;
export type Specialty = (typeof SPECIALTIES)[number];

/** Every record without a chosen specialty is klinisk fysiologi, the portal's first specialty. */
export const DEFAULT_SPECIALTY: Specialty = "klinisk-fysiologi";

/** The name as the application to Socialstyrelsen and every page write it. */
export const SPECIALTY_LABELS: Record<Specialty, string> = {
  "klinisk-fysiologi": "Klinisk fysiologi",
  nuklearmedicin: "Nuklearmedicin",
};

/** Only klinisk fysiologi has an examination matrix (its columns c4-c12). */
const WITH_EXAMINATION_MATRIX: ReadonlySet<Specialty> = new Set(["klinisk-fysiologi"]);

export function isSpecialty(value: unknown): value is Specialty {
  return typeof value === "string" && (SPECIALTIES as readonly string[]).includes(value);
}

export function hasExaminationMatrix(specialty: Specialty): boolean {
  return WITH_EXAMINATION_MATRIX.has(specialty);
}

/** A stored value read back; anything unknown is the default, as before specialties existed. */
export function specialtyOf(value: unknown): Specialty {
  return isSpecialty(value) ? value : DEFAULT_SPECIALTY;
}
