import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { CertificateKind, TUploadedFile } from "@/shared/schemas/files";
import { CERTIFICATES_UI_MESSAGES as M } from "@/web/lib/messages/certificates";

/** One certificate: an item may hold several, each listed on its own. */
export interface CertificateItem {
  kind: CertificateKind;
  /** null for the contract. */
  itemId: string | null;
  /** What the certificate is for: goal title, rotation or course name, sit-in topic. */
  name: string;
  fileId: string;
  file: TUploadedFile | undefined;
}

export interface CertificateGroup {
  kind: CertificateKind;
  items: CertificateItem[];
}

/** A goal of the clinic's catalogue, as far as the page names it. */
interface CatalogueGoal {
  id: string;
  title: string;
}

/**
 * The record's certificates grouped as the page shows them, each item's oldest first. Goals are
 * named from the goals of the record's own specialty and model (`goals`): ids repeat between
 * specialties (decision 237).
 */
export function collectCertificates(
  record: TDoctorRecord,
  goals: readonly CatalogueGoal[],
): CertificateGroup[] {
  const goalName = (goalId: string) => {
    const goal = goals.find((g) => g.id === goalId);
    return goal ? `${goal.title} (${goal.id})` : goalId;
  };
  const fileOf = (id: string) => record.files.find((f) => f.id === id);
  const each = <T extends { certificateFileIds: string[] }>(
    kind: CertificateKind,
    items: readonly T[],
    identify: (item: T) => { itemId: string; name: string },
  ): CertificateItem[] =>
    items.flatMap((item) =>
      item.certificateFileIds.map((fileId) => ({
        kind,
        ...identify(item),
        fileId,
        file: fileOf(fileId),
      })),
    );
  const contractId = record.formalities.stContractFileId;

  const groups: CertificateGroup[] = [
    {
      kind: "contract",
      items: contractId
        ? [
            {
              kind: "contract",
              itemId: null,
              name: M.contractItem,
              fileId: contractId,
              file: fileOf(contractId),
            },
          ]
        : [],
    },
    {
      kind: "goal",
      items: each("goal", record.goals, (g) => ({ itemId: g.goalId, name: goalName(g.goalId) })),
    },
    {
      kind: "rotation",
      items: each("rotation", record.rotations, (r) => ({ itemId: r.id, name: r.name })),
    },
    {
      kind: "course",
      items: each("course", record.courses, (c) => ({ itemId: c.id, name: c.name })),
    },
    {
      kind: "sit-in",
      items: each("sit-in", record.sitIns, (s) => ({ itemId: s.id, name: s.topic })),
    },
  ];
  return groups.filter((g) => g.items.length > 0);
}
