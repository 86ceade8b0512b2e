import { Alert, Badge, Box, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { TOfflineDraft } from "@/shared/schemas/offline-drafts";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { OFFLINE_DRAFT_MESSAGES as M } from "@/web/lib/messages/offline-drafts";
import { removeDraft } from "@/web/lib/offline-drafts/store";

interface OfflineDraftsBlockProps {
  drafts: readonly TOfflineDraft[];
  /** Drafts the server has just stored, shown as 'Sparad' for a moment. */
  sent: readonly TOfflineDraft[];
  /** Opens a draft in its form, to fix a refused one and save it again. */
  onOpen?: ((draft: TOfflineDraft) => void) | undefined;
  /** 3 inside a section that has its own h2. */
  headingOrder?: 2 | 3;
}

/**
 * 'Sparade lokalt' above a page's list: what was typed without network and waits on the device
 * (decision 220), a refused one with the server's reason, and what has just been saved.
 */
export function OfflineDraftsBlock({
  drafts,
  sent,
  onOpen,
  headingOrder = 2,
}: OfflineDraftsBlockProps) {
  const [removing, setRemoving] = useState<TOfflineDraft | null>(null);
  const shownSent = sent.filter((s) => !drafts.some((d) => d.key === s.key));
  if (drafts.length === 0 && shownSent.length === 0) return null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="offline-drafts-title"
      data-testid="offline-drafts"
    >
      <Stack gap="sm">
        <Title id="offline-drafts-title" order={headingOrder} fz={headingOrder === 2 ? "lg" : "md"}>
          {M.blockTitle}
        </Title>
        {drafts.length > 0 ? <Text fz="sm">{M.blockIntro}</Text> : null}
        <Box component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-live="polite">
          {drafts.map((draft) => (
            <Box
              component="li"
              key={draft.key}
              py="xs"
              style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
              data-testid="offline-draft"
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                    <Text fw={600} fz="sm" style={{ overflowWrap: "anywhere" }}>
                      {draft.label}
                    </Text>
                    <Badge
                      variant="light"
                      color={draft.state === "refused" ? "red" : "yellow"}
                      styles={{ label: { color: "var(--mantine-color-dark-7)" } }}
                    >
                      {draft.state === "refused" ? M.refused : M.savedLocally}
                    </Badge>
                  </Group>
                  <Group gap="xs" wrap="wrap">
                    {onOpen ? (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => onOpen(draft)}
                        aria-label={M.openLabel(draft.label)}
                      >
                        {M.open}
                      </Button>
                    ) : null}
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => setRemoving(draft)}
                      aria-label={M.removeLabel(draft.label)}
                    >
                      {M.remove}
                    </Button>
                  </Group>
                </Group>
                {draft.state === "refused" && draft.reason ? (
                  <Alert color="red" p="xs" data-testid="offline-draft-reason">
                    {draft.reason}
                  </Alert>
                ) : null}
              </Stack>
            </Box>
          ))}
          {shownSent.map((draft) => (
            <Box
              component="li"
              key={draft.key}
              py="xs"
              style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
              data-testid="offline-draft-sent"
            >
              <Group gap="xs" wrap="wrap">
                <Text fw={600} fz="sm" style={{ overflowWrap: "anywhere" }}>
                  {draft.label}
                </Text>
                <Badge
                  variant="light"
                  color="green"
                  styles={{ label: { color: "var(--mantine-color-dark-7)" } }}
                >
                  {M.saved}
                </Badge>
              </Group>
            </Box>
          ))}
        </Box>
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={M.removeTitle}
        confirmLabel={M.remove}
        danger
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) removeDraft(removing.userId, removing.key).catch(() => undefined);
          setRemoving(null);
        }}
      >
        {removing ? M.removeText(removing.label) : ""}
      </ConfirmDialog>
    </Card>
  );
}
