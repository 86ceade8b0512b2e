import { Button, Group, Stack, Text } from "@mantine/core";
import type { TUploadedFile } from "@/shared/schemas/files";
import { SectionCard } from "@/web/components/section-card";
import { formatDate } from "@/web/lib/dates";
import { CERTIFICATES_UI_MESSAGES as M } from "@/web/lib/messages/certificates";
import type { CertificateGroup, CertificateItem } from "./collect-certificates";

interface CertificateGroupCardProps {
  group: CertificateGroup;
  canEdit: boolean;
  onView: (file: TUploadedFile) => void;
  onRemove: (item: CertificateItem) => void;
}

export function CertificateGroupCard({
  group,
  canEdit,
  onView,
  onRemove,
}: CertificateGroupCardProps) {
  const titleId = `certificates-${group.kind}-title`;
  return (
    <SectionCard id={titleId} title={M.groups[group.kind]} gap="sm">
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {group.items.map((item) => (
          <Group
            key={item.fileId}
            component="li"
            justify="space-between"
            wrap="wrap"
            gap="sm"
            py="xs"
            style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
          >
            <Stack gap={2} style={{ flex: "1 1 18rem", minWidth: 0 }}>
              <Text fw={500}>{item.name}</Text>
              <Text fz="sm" c="dimmed">
                {item.file
                  ? M.fileInfo(item.file.originalName, formatDate(item.file.uploadedAt))
                  : M.missingFile}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              {item.file ? (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => item.file && onView(item.file)}
                  aria-label={M.viewFor(item.file?.originalName ?? "", item.name)}
                >
                  {M.view}
                </Button>
              ) : null}
              {canEdit ? (
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  onClick={() => onRemove(item)}
                  aria-label={M.removeFor(item.file?.originalName ?? "", item.name)}
                >
                  {M.remove}
                </Button>
              ) : null}
            </Group>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}
