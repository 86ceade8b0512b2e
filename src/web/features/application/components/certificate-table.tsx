import { Button, Checkbox, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowsSplit, IconDownload, IconLink, IconPencil } from "@tabler/icons-react";
import { CERTIFICATE_KIND_LABELS } from "@/shared/curriculum/certificate-forms";
import type { TApplicationCertificate } from "@/shared/schemas/application";
import { GoalBadges } from "@/web/entities/goal/components/goal-badges";
import { APPLICATION_UI_MESSAGES } from "@/web/lib/messages/application";
import { ASSESSMENT_LINK_UI_MESSAGES as L } from "@/web/lib/messages/assessment-links";
import { isStoredGroup } from "../application-links";
import { ActivitiesCell, PeriodCell, PlaceCell, SignerCell } from "./certificate-cells";

const M = APPLICATION_UI_MESSAGES.certificates;

interface CertificateTableProps {
  certificates: readonly TApplicationCertificate[];
  canEdit: boolean;
  /** The ids chosen to be gathered into one ('Slå ihop'). */
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onEdit: (certificate: TApplicationCertificate) => void;
  onSplit: (certificate: TApplicationCertificate) => void;
  /** 'Intygsgivare via länk': a link for the signer to give their data (decision 228). */
  onAskSigner: (certificate: TApplicationCertificate) => void;
  onDownload: (certificate: TApplicationCertificate) => void;
  /** The certificate whose PDF is being made, if any; 'busy' while any file is. */
  downloading: string | null;
  busy: boolean;
}

/** The application's certificates in bilaga order; a card per certificate on a phone. */
export function CertificateTable(props: CertificateTableProps) {
  const { certificates, canEdit } = props;
  return (
    <Table.ScrollContainer minWidth={1040} className="stack-on-phone">
      <Table striped verticalSpacing="sm">
        <Table.Caption>
          <VisuallyHidden>{M.caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {canEdit ? (
              <Table.Th scope="col">
                <VisuallyHidden>{M.select}</VisuallyHidden>
              </Table.Th>
            ) : null}
            <Table.Th scope="col">{M.bilagaNr}</Table.Th>
            <Table.Th scope="col">{M.form}</Table.Th>
            <Table.Th scope="col">{M.activities}</Table.Th>
            <Table.Th scope="col">{M.goals}</Table.Th>
            <Table.Th scope="col">{M.period}</Table.Th>
            <Table.Th scope="col">{M.place}</Table.Th>
            <Table.Th scope="col">{M.signer}</Table.Th>
            <Table.Th scope="col">{M.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certificates.map((certificate) => (
            <CertificateRow key={certificate.id} {...props} certificate={certificate} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CertificateRow({
  certificate: c,
  canEdit,
  selected,
  onToggle,
  onEdit,
  onSplit,
  onAskSigner,
  onDownload,
  downloading,
  busy,
}: CertificateTableProps & { certificate: TApplicationCertificate }) {
  const nr = c.bilagaNr;
  return (
    <Table.Tr>
      {canEdit ? (
        <Table.Td>
          <Checkbox
            aria-label={M.selectFor(nr)}
            checked={selected.has(c.id)}
            onChange={() => onToggle(c.id)}
          />
        </Table.Td>
      ) : null}
      <Table.Td data-label={M.bilagaNr} fw={700}>
        {nr}
      </Table.Td>
      <Table.Td data-label={M.form}>{CERTIFICATE_KIND_LABELS[c.kind]}</Table.Td>
      <Table.Td data-label={M.activities}>
        <ActivitiesCell certificate={c} />
      </Table.Td>
      <Table.Td data-label={M.goals}>
        <GoalBadges ids={c.goalIds} />
        {/* How the delmål were checked: the structured assessments of them (issue 25). */}
        {c.assessment !== "" ? (
          <Text fz="xs" c="dimmed" mt={4}>
            {M.assessedBy(c.assessment)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td data-label={M.period}>
        <PeriodCell certificate={c} />
      </Table.Td>
      <Table.Td data-label={M.place}>
        <PlaceCell certificate={c} />
      </Table.Td>
      <Table.Td data-label={M.signer}>
        <SignerCell certificate={c} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="wrap">
          {canEdit ? (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={M.editFor(nr)}
              onClick={() => onEdit(c)}
            >
              {M.edit}
            </Button>
          ) : null}
          {canEdit && isStoredGroup(c) ? (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconArrowsSplit size={14} aria-hidden />}
              aria-label={M.splitFor(nr)}
              onClick={() => onSplit(c)}
            >
              {M.split}
            </Button>
          ) : null}
          {canEdit ? (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconLink size={14} aria-hidden />}
              aria-label={L.askSignerFor(nr)}
              onClick={() => onAskSigner(c)}
            >
              {L.askSigner}
            </Button>
          ) : null}
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={M.downloadFor(nr)}
            loading={downloading === c.id}
            disabled={busy && downloading !== c.id}
            onClick={() => onDownload(c)}
          >
            {M.download}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
