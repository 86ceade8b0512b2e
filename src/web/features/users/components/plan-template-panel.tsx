import { Suspense } from "react";
import { PageLoader } from "@/web/components/page-loader";
import { PlanTemplateSection } from "@/web/features/plan-template";
import { useClinics } from "../api/clinics";

/**
 * 'Standardplan' on the panel: the standard plan of the clinics the user keeps (their own; every
 * clinic for a region administrator). The editor's code loads only here.
 */
export function PlanTemplatePanel() {
  const query = useClinics();
  if (!query.data) return null;
  const { clinics, ownClinicIds, regionWide } = query.data;
  const own = regionWide ? clinics : clinics.filter((c) => ownClinicIds.includes(c.id));
  return (
    <Suspense fallback={<PageLoader />}>
      <PlanTemplateSection clinics={own.map(({ id, name }) => ({ id, name }))} />
    </Suspense>
  );
}
