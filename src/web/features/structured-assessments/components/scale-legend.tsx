import { List, Text } from "@mantine/core";
import { RATING_SCALE } from "@/shared/rules/structured-assessment-forms";
import { STRUCTURED_ASSESSMENT_UI_MESSAGES as M } from "@/web/lib/messages/structured-assessments";

/** The scale's anchors once above the domains, so each row can show its steps as bare numbers. */
export function ScaleLegend() {
  return (
    <div>
      <Text fz="sm" c="dimmed">
        {M.scaleHint}
      </Text>
      <List size="sm" spacing={0} mt={4}>
        {RATING_SCALE.map((step) => (
          <List.Item key={step.value}>
            {step.value} – {step.label}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
