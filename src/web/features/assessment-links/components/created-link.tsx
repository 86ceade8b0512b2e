import { Alert, Button, Group, Image, Stack, Text } from "@mantine/core";
import { CopyField } from "@/web/components/copy-field";
import { ASSESSMENT_LINK_UI_MESSAGES as M } from "@/web/lib/messages/assessment-links";

export interface Created {
  link: string;
  qrSvg: string;
  mailedTo: string | null;
}

/** The server's SVG as an image: shown as a picture, never put into the page as markup. */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A new link, shown once: to copy, or as a QR code for the assessor's phone. */
export function CreatedLink({ created, onDone }: { created: Created; onDone: () => void }) {
  return (
    <Stack gap="sm" data-testid="assessment-link-created">
      {/* The title in the text's own colour: green on the light green is too faint to read. */}
      <Alert
        color="green"
        variant="light"
        role="status"
        title={
          <Text component="span" fw={700} fz="sm" c="var(--mantine-color-text)">
            {M.createdTitle}
          </Text>
        }
      >
        <Text fz="sm">{M.createdHint}</Text>
        {created.mailedTo ? <Text fz="sm">{M.mailed(created.mailedTo)}</Text> : null}
      </Alert>
      <CopyField value={created.link} copyLabel={M.copy} copiedLabel={M.copied} />
      <Image
        src={svgDataUrl(created.qrSvg)}
        alt={M.qrAlt}
        w={220}
        h={220}
        fit="contain"
        data-testid="assessment-link-qr"
      />
      <Group>
        <Button variant="default" onClick={onDone}>
          {M.done}
        </Button>
      </Group>
    </Stack>
  );
}
