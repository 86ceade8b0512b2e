import { Button, Group, Text } from "@mantine/core";
import { IconArrowsJoin } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import type { TApplicationCertificate } from "@/shared/schemas/application";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { EmptyState } from "@/web/components/empty-state";
import { SectionCard } from "@/web/components/section-card";
import { APPLICATION_UI_MESSAGES } from "@/web/lib/messages/application";
import { useGroupCertificates, useSplitCertificate } from "../api/application-writes";
import { canGroup, inBilagaOrder } from "../application-links";
import { CertificateTable } from "./certificate-table";
import type { Documents } from "./use-documents";

const M = APPLICATION_UI_MESSAGES.certificates;

interface CertificatesSectionProps {
  doctorId: string;
  certificates: readonly TApplicationCertificate[];
  canEdit: boolean;
  documents: Documents;
  onEdit: (certificate: TApplicationCertificate) => void;
  onAskSigner: (certificate: TApplicationCertificate) => void;
}

/** 'Intyg': the table, 'Slå ihop' for the chosen certificates and 'Dela upp' with a question. */
export function CertificatesSection({
  doctorId,
  certificates,
  canEdit,
  documents,
  onEdit,
  onAskSigner,
}: CertificatesSectionProps) {
  const ordered = useMemo(() => inBilagaOrder(certificates), [certificates]);
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(new Set());
  const [splitting, setSplitting] = useState<TApplicationCertificate>();
  const group = useGroupCertificates(doctorId);
  const split = useSplitCertificate(doctorId);
  // Only what is still in the list counts: a write's answer may have replaced the certificates.
  const chosen = ordered.filter((c) => chosenIds.has(c.id));
  const toggle = (id: string) =>
    setChosenIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <SectionCard id="application-certificates-title" title={M.title} hint={M.hint}>
      {ordered.length === 0 ? (
        <EmptyState headingOrder={3} title={M.empty} text={M.emptyText} />
      ) : (
        <>
          {canEdit ? (
            <Group gap="sm" wrap="wrap">
              <Button
                variant="default"
                leftSection={<IconArrowsJoin size={18} aria-hidden />}
                disabled={!canGroup(chosen)}
                loading={group.isPending}
                onClick={() =>
                  group.mutate(
                    chosen.map((c) => c.id),
                    { onSuccess: () => setChosenIds(new Set()) },
                  )
                }
              >
                {M.group}
              </Button>
              <Text fz="sm" c="dimmed" aria-live="polite">
                {chosen.length > 0 ? `${M.selected(chosen.length)}. ` : ""}
                {canGroup(chosen) ? "" : M.groupHint}
              </Text>
            </Group>
          ) : null}
          <CertificateTable
            certificates={ordered}
            canEdit={canEdit}
            selected={chosenIds}
            onToggle={toggle}
            onEdit={onEdit}
            onSplit={setSplitting}
            onAskSigner={onAskSigner}
            onDownload={(c) => void documents.downloadCertificate(c.id, c.bilagaNr)}
            downloading={documents.making?.kind === "certificate" ? documents.making.id : null}
            busy={documents.making !== null}
          />
        </>
      )}
      <ConfirmDialog
        opened={splitting !== undefined}
        title={M.splitTitle}
        confirmLabel={M.split}
        danger
        busy={split.isPending}
        onClose={() => setSplitting(undefined)}
        onConfirm={() => {
          if (!splitting) return;
          split.mutate(splitting.id, { onSuccess: () => setSplitting(undefined) });
        }}
      >
        {splitting ? M.splitText(splitting.activities.map((a) => a.label).join(", ")) : ""}
      </ConfirmDialog>
    </SectionCard>
  );
}
