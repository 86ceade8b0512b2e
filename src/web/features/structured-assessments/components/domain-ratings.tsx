import { Stack, Text } from "@mantine/core";
import type { FormErrors } from "@mantine/form";
import type { AssessmentDomain } from "@/shared/rules/structured-assessment-forms";
import { STRUCTURED_ASSESSMENT_UI_MESSAGES as M } from "@/web/lib/messages/structured-assessments";
import { DomainRating } from "./domain-rating";
import { ScaleLegend } from "./scale-legend";

interface DomainRatingsProps {
  domains: readonly AssessmentDomain[];
  ratings: Record<string, string>;
  errors: FormErrors;
  onRate: (domainId: string, value: string) => void;
}

/** The form's domains on the shared scale, as one group: in the modal and on a link's page alike. */
export function DomainRatings({ domains, ratings, errors, onRate }: DomainRatingsProps) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend>
        <Text fw={600} fz="sm">
          {M.domainsLegend}
        </Text>
      </legend>
      <Stack gap="sm">
        <ScaleLegend />
        {domains.map((domain) => (
          <DomainRating
            key={domain.id}
            label={domain.label}
            value={ratings[domain.id] ?? ""}
            error={errors[`ratings.${domain.id}`]}
            onChange={(value) => onRate(domain.id, value)}
          />
        ))}
        {errors.ratings ? (
          <Text fz="sm" c="red" role="alert">
            {errors.ratings}
          </Text>
        ) : null}
      </Stack>
    </fieldset>
  );
}
