import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { Stack, Text } from "@mantine/core";
import { useMemo, useRef, useState } from "react";
import { eventsByQuarter, overviewYears } from "@/shared/rules/overview-events";
import { isYearExpandedByDefault, type QuarterLabel } from "@/shared/rules/quarters";
import type { TimelineEvent } from "@/shared/rules/timeline-layout";
import { OVERVIEW_MESSAGES as M } from "@/web/lib/messages/overview";
import { quarterKeyboardCoordinates } from "../dnd-keyboard";
import { eventKey } from "../event-styles";
import { EventContent } from "./event-card";
import { type QuarterContext, YearPanel } from "./year-panel";

export interface YearViewProps extends QuarterContext {
  events: readonly TimelineEvent[];
  onMove: (event: TimelineEvent, quarter: QuarterLabel) => void;
}

// The pointer decides where a dragged card lands; a keyboard move puts its centre on the quarter.
const collisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

function eventOf(data: unknown): TimelineEvent | undefined {
  const event = (data as { event?: TimelineEvent } | undefined)?.event;
  return event;
}

const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const event = eventOf(active.data.current);
    return event ? M.drag.start(event.title, event.quarter) : undefined;
  },
  onDragOver: ({ active, over }) => {
    const event = eventOf(active.data.current);
    if (!event) return undefined;
    if (!over) return M.drag.outside(event.title);
    // Picked up, still over its own quarter: this follows the start at once, so it repeats it.
    if (over.id === event.quarter) return M.drag.start(event.title, event.quarter);
    return M.drag.over(event.title, String(over.id));
  },
  onDragEnd: ({ active, over }) => {
    const event = eventOf(active.data.current);
    if (!event) return undefined;
    if (!over || over.id === event.quarter) return M.drag.same(event.title, event.quarter);
    return M.drag.moved(event.title, String(over.id));
  },
  onDragCancel: ({ active }) => {
    const event = eventOf(active.data.current);
    return event ? M.drag.cancelled(event.title, event.quarter) : undefined;
  },
};

/**
 * Årsöversikt: one expandable panel per year, four quarter columns each. Goals, examinations and
 * courses move to another quarter by mouse, touch (a long press) or keyboard (Space, arrows,
 * Space); the move is announced in Swedish.
 */
export function YearView(props: YearViewProps) {
  const { events, stStartDate, stEndDate, today, canEdit, onOpen, onAdd, onChooseQuarter, onMove } =
    props;
  const context = useMemo(
    () => ({ stStartDate, stEndDate, today, canEdit, onOpen, onAdd, onChooseQuarter }),
    [stStartDate, stEndDate, today, canEdit, onOpen, onAdd, onChooseQuarter],
  );
  const years = useMemo(
    () => overviewYears(stStartDate, stEndDate, events),
    [stStartDate, stEndDate, events],
  );
  const byQuarter = useMemo(() => eventsByQuarter(events), [events]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(years.filter((y) => isYearExpandedByDefault(y, today))),
  );
  const toggle = (year: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(year)) next.add(year);
      return next;
    });

  const [dragged, setDragged] = useState<TimelineEvent>();
  const draggedRef = useRef<TimelineEvent>(undefined);
  const sensors = useSensors(
    // Mouse and touch apart: a finger's first pixels belong to scrolling the page, so touch waits
    // for a long press, while the mouse starts after 6 px.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] },
      coordinateGetter: quarterKeyboardCoordinates(() => draggedRef.current?.quarter ?? ""),
    }),
  );
  const start = ({ active }: DragStartEvent) => {
    const event = eventOf(active.data.current);
    draggedRef.current = event;
    setDragged(event);
  };
  const end = ({ active, over }: DragEndEvent) => {
    const event = eventOf(active.data.current);
    draggedRef.current = undefined;
    setDragged(undefined);
    if (!event || !over || over.id === event.quarter) return;
    onMove(event, String(over.id) as QuarterLabel);
  };
  const cancel = () => {
    draggedRef.current = undefined;
    setDragged(undefined);
  };

  const panels = (
    <Stack gap="sm" data-testid="year-view">
      {canEdit ? (
        <Text fz="sm" c="dimmed">
          {M.dragHint}
        </Text>
      ) : null}
      {years.map((year) => (
        <YearPanel
          key={year}
          year={year}
          expanded={expanded.has(year)}
          onToggle={toggle}
          byQuarter={byQuarter}
          context={context}
        />
      ))}
    </Stack>
  );
  if (!canEdit) return panels;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={cancel}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: M.drag.instructions },
      }}
    >
      {panels}
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div
            data-drag-overlay
            data-event-key={eventKey(dragged)}
            style={{
              display: "flex",
              gap: 6,
              padding: "4px 6px",
              borderRadius: 4,
              background: "var(--mantine-color-white)",
              boxShadow: "var(--mantine-shadow-md)",
              cursor: "grabbing",
            }}
          >
            <EventContent event={dragged} details={false} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
