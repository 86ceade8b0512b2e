import { Button, Group, SegmentedControl } from "@mantine/core";
import { TIMELINE_ZOOMS, type TimelineZoom } from "@/shared/rules/timeline-layout";
import { OVERVIEW_TIMELINE_MESSAGES as M } from "@/web/lib/messages/overview-timeline";

const ZOOM_OPTIONS = TIMELINE_ZOOMS.map((zoom) => ({ value: zoom, label: M.zooms[zoom] }));

interface TimelineControlsProps {
  zoom: TimelineZoom;
  onZoomChange: (zoom: TimelineZoom) => void;
  onToday: () => void;
}

/** Zoom (Månad, Kvartal, År) and 'Idag'; they wrap onto two lines on a narrow phone. */
export function TimelineControls({ zoom, onZoomChange, onToday }: TimelineControlsProps) {
  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl<TimelineZoom>
        aria-label={M.zoom}
        data={ZOOM_OPTIONS}
        value={zoom}
        onChange={onZoomChange}
        size="sm"
      />
      <Button variant="default" size="sm" onClick={onToday}>
        {M.today}
      </Button>
    </Group>
  );
}
