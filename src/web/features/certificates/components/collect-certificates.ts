import { findGoal, modelOfGoal } from "@/shared/curriculum/goals";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { CertificateKind, TUploadedFile } from "@/shared/schemas/files";
import { CERTIFICATES_UI_MESSAGES as M } from "@/web/lib/messages/certificates";

export interface CertificateItem {
  kind: CertificateKind;
  /** null for the contract. */
  itemId: string | null;
  /** What the certificate is for: goal title, rotation or course name, sit-in topic. */
  name: string;
  file: TUploadedFile | undefined;
}

export interface CertificateGroup {
  kind: CertificateKind;
  items: CertificateItem[];
}

function goalName(goalId: string): string {
  const model = modelOfGoal(goalId);
  const goal = model ? findGoal(model, goalId) : undefined;
  return goal ? `${goal.title} (${goal.id})` : goalId;
}

/** The record's certificate links grouped as the page shows them; empty groups left out. */
export function collectCertificates(record: TDoctorRecord): CertificateGroup[] {
  const fileOf = (id: string | null) => (id ? record.files.find((f) => f.id === id) : undefined);
  const linked = <T extends { certificateFileId: string | null }>(items: readonly T[]) =>
    items.filter((i) => i.certificateFileId !== null);

  const groups: CertificateGroup[] = [
    {
      kind: "contract",
      items: record.formalities.stContractFileId
        ? [
            {
              kind: "contract",
              itemId: null,
              name: M.contractItem,
              file: fileOf(record.formalities.stContractFileId),
            },
          ]
        : [],
    },
    {
      kind: "goal",
      items: linked(record.goals).map((g) => ({
        kind: "goal",
        itemId: g.goalId,
        name: goalName(g.goalId),
        file: fileOf(g.certificateFileId),
      })),
    },
    {
      kind: "rotation",
      items: linked(record.rotations).map((r) => ({
        kind: "rotation",
        itemId: r.id,
        name: r.name,
        file: fileOf(r.certificateFileId),
      })),
    },
    {
      kind: "course",
      items: linked(record.courses).map((c) => ({
        kind: "course",
        itemId: c.id,
        name: c.name,
        file: fileOf(c.certificateFileId),
      })),
    },
    {
      kind: "sit-in",
      items: linked(record.sitIns).map((s) => ({
        kind: "sit-in",
        itemId: s.id,
        name: s.topic,
        file: fileOf(s.certificateFileId),
      })),
    },
  ];
  return groups.filter((g) => g.items.length > 0);
}
