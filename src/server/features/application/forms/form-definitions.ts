import type { CertificateKind, FormKey } from "../../../../shared/curriculum/certificate-forms";
import type { SIGNER_ROLES } from "../../../../shared/schemas/application";
import { DEFINITIONS_2015 } from "./definitions-2015";
import { DEFINITIONS_2021 } from "./definitions-2021";
import { type ServiceListFields, serviceListFieldNames } from "./service-list-fields";

/*
 * Which field of each of Socialstyrelsen's forms the portal fills with what. The names are the
 * forms' own (fields.json of the published PDFs), copied exactly: double spaces and hyphenation
 * leftovers are part of them.
 */

/** What the portal can write into a form's text fields. */
export type TextSlot =
  | "lastName"
  | "firstName"
  | "personnummer"
  /** The specialty applied for ('Specialitet som ansökan avser'). */
  | "specialty"
  | "email"
  /** 'STa1 STb1 STc3' (2021) or 'a1 b1 c3' (2015), as given. */
  | "goals"
  | "place"
  /** 'ååmmdd - ååmmdd', as given. */
  | "period"
  /** A course's, development work's or written work's subject ('i rubrikform'). */
  | "subject"
  /** 2015 Bilaga 5: the course's leader, a field of its own above the description. */
  | "courseLeader"
  | "description"
  /** 2021 Bilaga 12: how it was checked that the goal is reached. */
  | "assessment"
  | "signerName"
  | "signerSpecialty"
  | "signerWorkplace"
  /** The form's own 'Bilaga nr' at its top right. */
  | "bilagaNr"
  /** The service list's 'Summa' of months at full time. */
  | "monthsTotal";

export type SignerRole = (typeof SIGNER_ROLES)[number];

/** A row of the application's list of bilagor ('Förteckning över bifogade intyg'). */
export type BilagaListEntry = "service-list" | "competence" | CertificateKind | "third-country";

/** One field that holds two slots (2015: place and period, or subject and period). */
export interface CombinedField {
  readonly field: string;
  readonly slots: readonly [TextSlot, TextSlot];
  /** Between the two when both are given: 'Akutkliniken, Lund, 240115 - 240630'. */
  readonly separator: string;
}

export interface FormDefinition {
  readonly text: Partial<Record<TextSlot, string>>;
  readonly combined?: readonly CombinedField[];
  /** The check box of each signer role; the other one is left unchecked. */
  readonly signerRole?: Readonly<Record<SignerRole, string>>;
  readonly bilagor?: Readonly<Partial<Record<BilagaListEntry, string>>>;
  readonly serviceList?: ServiceListFields;
  /**
   * Fields the form has but the portal leaves empty: signatures, dates and the signer's
   * personnummer (written by hand), and what the portal does not know (address, earlier
   * licences). With the fields above they make the form's signature.
   */
  readonly unfilled: readonly string[];
  /**
   * Fields whose widgets the published PDF repeats on another page by mistake; the copies on
   * later pages are split off into fields of their own, so they stay empty.
   */
  readonly repeatedWidgets?: readonly string[];
}

export const FORM_DEFINITIONS: Readonly<Record<FormKey, FormDefinition>> = {
  ...DEFINITIONS_2021,
  ...DEFINITIONS_2015,
};

/** The text slots a form takes, whether in a field of their own or combined with another. */
export function slotsOf(definition: FormDefinition): Set<TextSlot> {
  const slots = new Set(Object.keys(definition.text) as TextSlot[]);
  for (const c of definition.combined ?? []) for (const slot of c.slots) slots.add(slot);
  return slots;
}

/** Every field the portal fills in a form. */
function filledFields(definition: FormDefinition): string[] {
  return [
    ...Object.values(definition.text),
    ...(definition.combined ?? []).map((c) => c.field),
    ...Object.values(definition.signerRole ?? {}),
    ...Object.values(definition.bilagor ?? {}),
    ...(definition.serviceList ? serviceListFieldNames(definition.serviceList) : []),
  ];
}

const SIGNATURES = new Map(
  Object.entries(FORM_DEFINITIONS).map(([key, definition]) => [
    key as FormKey,
    new Set([...filledFields(definition), ...definition.unfilled]),
  ]),
);

/**
 * The names of all the form's fields but its buttons ('Rensa', 'Skriv ut'): a PDF that has them
 * all is this form.
 */
export function formSignature(key: FormKey): ReadonlySet<string> {
  return SIGNATURES.get(key)!;
}
