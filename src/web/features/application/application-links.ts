import type { DoctorPage } from "@/shared/roles";
import type {
  ApplicationActivityType,
  TApplicationCertificate,
  TApplicationGap,
} from "@/shared/schemas/application";

/** The page where each kind of activity is added and changed. */
const ACTIVITY_PAGES = {
  rotation: "rotations",
  course: "courses",
  "sit-in": "sitins",
  development: "development",
  "st-project": "stproject",
} as const satisfies Record<ApplicationActivityType, DoctorPage>;

type ActivityPage = (typeof ACTIVITY_PAGES)[ApplicationActivityType];

/** What fixes a gap, as the page offers it. */
export type GapAction =
  /**
   * A page: for the record's activities the page of the certificate's activities, or Delmål for
   * a goal; Formellt for the model.
   */
  | { kind: "page"; page: ActivityPage | "goals" | "formalities" }
  /** The certificate's own dialog on this page. */
  | { kind: "certificate"; certificate: TApplicationCertificate }
  /** A blank form an administrator uploads. */
  | { kind: "forms" }
  /** The certificate it names is no longer in the list (a reload will tell). */
  | { kind: "none" };

export function gapAction(
  gap: TApplicationGap,
  certificates: readonly TApplicationCertificate[],
): GapAction {
  const certificate = gap.certificateId
    ? certificates.find((c) => c.id === gap.certificateId)
    : undefined;
  switch (gap.fix) {
    case "activities": {
      if (!gap.certificateId) return { kind: "page", page: "goals" };
      const type = certificate?.activities[0]?.type;
      return type ? { kind: "page", page: ACTIVITY_PAGES[type] } : { kind: "none" };
    }
    case "certificate":
      return certificate ? { kind: "certificate", certificate } : { kind: "none" };
    case "forms":
      return { kind: "forms" };
    case "formalities":
      return { kind: "page", page: "formalities" };
  }
}

/** The certificates in the order of the list of bilagor. */
export function inBilagaOrder(
  certificates: readonly TApplicationCertificate[],
): TApplicationCertificate[] {
  return [...certificates].sort((a, b) => a.bilagaNr - b.bilagaNr);
}

/** A certificate of several activities that the doctor stored: 'Dela upp' gives them back. */
export function isStoredGroup(certificate: TApplicationCertificate): boolean {
  return certificate.version > 0 && certificate.activities.length > 1;
}

/** Whether the chosen certificates can be gathered into one: two or more, all of one kind. */
export function canGroup(chosen: readonly TApplicationCertificate[]): boolean {
  return chosen.length >= 2 && chosen.every((c) => c.kind === chosen[0]?.kind);
}

/** A last name as a file name part: 'Åström Berg' → 'astrom-berg'. */
function fileNamePart(lastName: string): string {
  const plain = lastName
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return plain === "" ? "st-lakare" : plain;
}

/** 'ansokan-<efternamn>.zip'. */
export function applicationFileName(lastName: string): string {
  return `ansokan-${fileNamePart(lastName)}.zip`;
}

/** 'intyg-bilaga-4-<efternamn>.pdf'. */
export function certificateFileName(bilagaNr: number, lastName: string): string {
  return `intyg-bilaga-${bilagaNr}-${fileNamePart(lastName)}.pdf`;
}
