import { Badge, Stack, Text } from "@mantine/core";
import { formatFormPeriod } from "@/shared/rules/application-completeness";
import type { TApplicationCertificate } from "@/shared/schemas/application";
import { formatDate } from "@/web/lib/dates";
import { APPLICATION_UI_MESSAGES } from "@/web/lib/messages/application";
import { ASSESSMENT_LINK_UI_MESSAGES as L } from "@/web/lib/messages/assessment-links";

const M = APPLICATION_UI_MESSAGES.certificates;

/** What the form needs and the certificate lacks. */
function Missing() {
  return (
    <Badge variant="outline" color="red.9" size="sm" radius="sm">
      {M.missing}
    </Badge>
  );
}

export function ActivitiesCell({ certificate }: { certificate: TApplicationCertificate }) {
  return (
    <Stack gap={2}>
      {certificate.activities.map((activity) => (
        <Text key={`${activity.type}:${activity.id}`} fz="sm" fw={600}>
          {activity.label}
        </Text>
      ))}
    </Stack>
  );
}

/** The period as the forms ask for it: 'ååmmdd - ååmmdd'. */
export function PeriodCell({ certificate }: { certificate: TApplicationCertificate }) {
  const { periodStart: start, periodEnd: end } = certificate;
  if (start && end) {
    return (
      <Text
        fz="sm"
        style={{ whiteSpace: "nowrap" }}
        title={`${formatDate(start)} – ${formatDate(end)}`}
      >
        {formatFormPeriod(start, end)}
      </Text>
    );
  }
  if (start || end) {
    return (
      <Text fz="sm">
        {start ? formatDate(start) : <Missing />}
        {" – "}
        {end ? formatDate(end) : <Missing />}
      </Text>
    );
  }
  return (
    <Text fz="sm" c="dimmed">
      –
    </Text>
  );
}

export function PlaceCell({ certificate }: { certificate: TApplicationCertificate }) {
  return certificate.place === "" ? (
    <Text fz="sm" c="dimmed">
      –
    </Text>
  ) : (
    <Text fz="sm">{certificate.place}</Text>
  );
}

export function SignerCell({ certificate }: { certificate: TApplicationCertificate }) {
  const { signer } = certificate;
  if (signer.name.trim() === "") return <Missing />;
  const details = [signer.specialty, signer.workplace].filter((d) => d.trim() !== "").join(", ");
  return (
    <Stack gap={0}>
      <Text fz="sm">{signer.name}</Text>
      {details ? (
        <Text fz="xs" c="dimmed">
          {details}
        </Text>
      ) : null}
      {certificate.signedViaLink ? (
        <Badge variant="outline" color="teal.9" size="sm" radius="sm" mt={4} tt="none">
          {L.viaLink(
            certificate.signedViaLink.assessorName,
            formatDate(certificate.signedViaLink.answeredAt),
          )}
        </Badge>
      ) : null}
    </Stack>
  );
}
