import { List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IUP_HEADING_LABELS as H, IUP_PRINT_MESSAGES as P } from "@/shared/messages/iup";
import { formatDate } from "@/shared/rules/display-dates";
import type { TIupRevision } from "@/shared/schemas/iup";
import { IUP_UI_MESSAGES as M } from "@/web/lib/messages/iup";
import type { IupLabels } from "../iup-labels";

function Heading({ children }: { children: string }) {
  return (
    <Title order={3} fz="md">
      {children}
    </Title>
  );
}

function FreeText({ text }: { text: string }) {
  return text.trim() === "" ? (
    <Text c="dimmed">{P.none}</Text>
  ) : (
    <Text style={{ whiteSpace: "pre-wrap" }}>{text}</Text>
  );
}

function Linked({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <List size="sm">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** One revision under the IUP's customary headings, with what it links to named. */
export function IupRevisionView({
  revision: r,
  labels,
}: {
  revision: TIupRevision;
  labels: IupLabels;
}) {
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Heading>{H.background}</Heading>
        <FreeText text={r.background} />
      </Stack>
      <Stack gap="xs">
        <Heading>{H.goals}</Heading>
        <FreeText text={r.goalsText} />
        <Linked label={P.goalsLinked} items={r.goalIds.map(labels.goal)} />
        <Linked label={P.examinationsLinked} items={r.examinationIds.map(labels.examination)} />
      </Stack>
      <Stack gap="xs">
        <Heading>{H.activities}</Heading>
        <FreeText text={r.activitiesText} />
        <Linked
          label={P.activitiesLinked}
          items={r.activityLinks.map((l) => labels.activity(`${l.type}:${l.id}`))}
        />
      </Stack>
      <Stack gap="xs">
        <Heading>{H.supervision}</Heading>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={P.mainSupervisor} value={r.mainSupervisorName} />
          <Fact label={P.otherSupervisors} value={r.otherSupervisorNames.join(", ")} />
          <Fact label={P.meetingFrequency} value={r.meetingFrequency} />
        </SimpleGrid>
        {r.supervisionText ? <FreeText text={r.supervisionText} /> : null}
      </Stack>
      <Stack gap="xs">
        <Heading>{H.assessment}</Heading>
        <FreeText text={r.assessmentText} />
      </Stack>
      <Stack gap="xs">
        <Heading>{H.followUp}</Heading>
        <Fact label={P.followUpDates} value={r.followUpDates.map(formatDate).join(", ")} />
        {r.followUpText ? <FreeText text={r.followUpText} /> : null}
      </Stack>
      <Stack gap="xs">
        <Heading>{M.acknowledgementsTitle}</Heading>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={P.byDoctor} value={acknowledgement(r.doctorAcknowledgement)} />
          <Fact label={P.bySupervisor} value={acknowledgement(r.supervisorAcknowledgement)} />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

function acknowledgement(a: TIupRevision["doctorAcknowledgement"]) {
  return a ? P.acknowledgedBy(a.name, formatDate(a.at)) : P.notAcknowledged;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value.trim() === "" ? P.none : value}</Text>
    </Stack>
  );
}
