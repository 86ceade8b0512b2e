import { Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PLAN_TEMPLATE_MESSAGES } from "@/shared/messages/plan-template";
import { QueryState } from "@/web/components/query-state";
import { SectionCard } from "@/web/components/section-card";
import { goalCatalogueQueryOptions } from "@/web/entities/goal/api/get-goal-catalogue";
import { useProcedureCatalogue } from "@/web/entities/record/api/get-record";
import { PLAN_TEMPLATE_UI_MESSAGES as M } from "@/web/lib/messages/plan-template";
import { useClinicTemplate } from "../api/clinic-template";
import { TemplateForm } from "./template-form";

export interface PlanTemplateSectionProps {
  /** The clinics whose standard plan this user keeps: their own, by name. */
  clinics: readonly { id: string; name: string }[];
}

/**
 * 'Standardplan' on the director's and the administrator's panel (issue 27): the clinic's usual ST
 * plan, which a doctor's plan can start from. With several clinics a select picks which.
 */
export function PlanTemplateSection({ clinics }: PlanTemplateSectionProps) {
  const [chosen, setChosen] = useState<string | undefined>();
  const clinicId = clinics.some((c) => c.id === chosen) ? chosen : clinics[0]?.id;
  return (
    <SectionCard id="plan-template" title={PLAN_TEMPLATE_MESSAGES.title} hint={M.hint}>
      {clinicId === undefined ? (
        <Text fz="sm">{M.noClinic}</Text>
      ) : (
        <Stack gap="md">
          {clinics.length > 1 ? (
            <Select
              label={M.clinic}
              data={clinics.map((c) => ({ value: c.id, label: c.name }))}
              value={clinicId}
              onChange={(value) => setChosen(value ?? undefined)}
              allowDeselect={false}
              maw={360}
            />
          ) : (
            <Text fz="sm" fw={500}>
              {M.start.clinic(clinics[0]?.name ?? "")}
            </Text>
          )}
          {/* A form per clinic: another clinic's template never mixes with what was typed. */}
          <ClinicTemplate key={clinicId} clinicId={clinicId} />
        </Stack>
      )}
    </SectionCard>
  );
}

function ClinicTemplate({ clinicId }: { clinicId: string }) {
  const template = useClinicTemplate(clinicId);
  const goals = useQuery(goalCatalogueQueryOptions());
  const procedures = useProcedureCatalogue();
  return (
    <QueryState query={template} loadingLabel={M.loading}>
      {(initial) => (
        <QueryState query={goals} loadingLabel={M.loading}>
          {(goalList) => (
            <QueryState query={procedures} loadingLabel={M.loading}>
              {(procedureList) => (
                <TemplateForm
                  clinicId={clinicId}
                  initial={initial}
                  goals={goalList}
                  procedures={procedureList}
                />
              )}
            </QueryState>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}
