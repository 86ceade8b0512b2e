import { useDraggable } from "@dnd-kit/core";
import { ActionIcon, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconDotsVertical } from "@tabler/icons-react";
import { type CSSProperties, type KeyboardEvent, memo, useRef } from "react";
import { ACTIVITY_STATUS_LABELS } from "@/shared/rules/activity-status";
import type { TimelineEvent } from "@/shared/rules/timeline-layout";
import { statusBoxStyle } from "@/web/entities/matrix/components/matrix-styles";
import { SigningRightsIcon } from "@/web/entities/matrix/components/signing-rights-mark";
import { OVERVIEW_MESSAGES as M } from "@/web/lib/messages/overview";
import { EVENT_TYPE_LABELS, EVENT_TYPE_TAGS, eventKey } from "../event-styles";
import { useSigningRightsOf } from "../signing-rights-context";
import { TypeTag } from "./overview-legend";

export interface EventCardProps {
  event: TimelineEvent;
  /** Goals, examinations and courses of an editable record. */
  movable: boolean;
  /** Absent when the user may not edit: the event is shown, not offered as a button. */
  onOpen?: ((event: TimelineEvent) => void) | undefined;
  onChooseQuarter?: ((event: TimelineEvent) => void) | undefined;
}

/**
 * What a screen reader hears after the title: type, status and quarter. Part of the card's text
 * (not an aria-label), so the visible title stays the start of its accessible name.
 */
function EventDetails({ event }: { event: TimelineEvent }) {
  return (
    <VisuallyHidden>
      {M.eventDetails(
        EVENT_TYPE_LABELS[event.type],
        ACTIVITY_STATUS_LABELS[event.status],
        event.quarter,
      )}
    </VisuallyHidden>
  );
}

function cardStyle(event: TimelineEvent): CSSProperties {
  return { ...statusBoxStyle(event.status), flex: 1, textAlign: "left" };
}

/**
 * Type tag, title and an examination's signing-rights decision; what the card and the dragged copy
 * show.
 */
export function EventContent({
  event,
  details = true,
}: {
  event: TimelineEvent;
  details?: boolean;
}) {
  const signingRights = useSigningRightsOf(event);
  return (
    <>
      <TypeTag tag={EVENT_TYPE_TAGS[event.type]} />
      <Text
        component="span"
        fz="xs"
        lh={1.35}
        c="dark.9"
        lineClamp={3}
        style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}
        lang="sv"
      >
        {event.title}
        {details ? <EventDetails event={event} /> : null}
      </Text>
      {signingRights ? <SigningRightsIcon decision={signingRights} /> : null}
    </>
  );
}

/** One event in its quarter: a button that opens it, draggable when it may move. */
export const EventCard = memo(function EventCard(props: EventCardProps) {
  const { event, movable, onOpen, onChooseQuarter } = props;
  const key = eventKey(event);
  let card: React.ReactNode;
  if (movable && onOpen) card = <DraggableEvent event={event} onOpen={onOpen} />;
  else if (onOpen) {
    card = (
      <UnstyledButton
        style={cardStyle(event)}
        onClick={() => onOpen(event)}
        data-event-key={key}
        data-status={event.status}
      >
        <EventContent event={event} />
      </UnstyledButton>
    );
  } else {
    card = (
      <Box style={cardStyle(event)} data-event-key={key} data-status={event.status}>
        <EventContent event={event} />
      </Box>
    );
  }
  return (
    <Group component="li" gap={2} wrap="nowrap" align="stretch">
      {card}
      {movable && onOpen && onChooseQuarter ? (
        <EventMenu event={event} onOpen={onOpen} onChooseQuarter={onChooseQuarter} />
      ) : null}
    </Group>
  );
});

function DraggableEvent({
  event,
  onOpen,
}: {
  event: TimelineEvent;
  onOpen: (event: TimelineEvent) => void;
}) {
  const key = eventKey(event);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: key,
    data: { event },
  });
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    // Enter opens the event; Space picks it up (the keyboard sensor listens for Space only).
    if (e.key === "Enter" && !isDragging) {
      e.preventDefault();
      onOpen(event);
      return;
    }
    listeners?.onKeyDown?.(e);
  };
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(event)}
      aria-roledescription={M.drag.roleDescription}
      className="overview-event"
      data-event-key={key}
      data-status={event.status}
      style={{
        border: 0,
        font: "inherit",
        ...cardStyle(event),
        cursor: "grab",
        opacity: isDragging ? 0.4 : 1,
        // A finger still scrolls the page; a long press picks the card up (the touch sensor's delay).
        touchAction: "manipulation",
      }}
    >
      <EventContent event={event} />
    </button>
  );
}

function EventMenu({
  event,
  onOpen,
  onChooseQuarter,
}: {
  event: TimelineEvent;
  onOpen: (event: TimelineEvent) => void;
  onChooseQuarter: (event: TimelineEvent) => void;
}) {
  const target = useRef<HTMLButtonElement>(null);
  // The item is gone once the menu closes: the dialog it opens notes the menu's button as where
  // focus goes back to, not the page's body.
  const fromMenu = (action: (event: TimelineEvent) => void) => () => {
    target.current?.focus();
    action(event);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          ref={target}
          variant="subtle"
          color="gray"
          size="md"
          aria-label={M.eventMenu(event.title)}
          style={{ alignSelf: "center" }}
        >
          <IconDotsVertical size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={fromMenu(onOpen)}>{M.openEvent}</Menu.Item>
        <Menu.Item onClick={fromMenu(onChooseQuarter)}>{M.moveToQuarter}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
