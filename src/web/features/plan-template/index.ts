import { lazy } from "react";

/**
 * A clinic's standard plan (issue 27): its editor on the director's and administrator's panels,
 * loaded only there, and 'Starta från standardplan' on Översikt.
 */
export const PlanTemplateSection = lazy(() =>
  import("./components/plan-template-section").then((m) => ({ default: m.PlanTemplateSection })),
);
export { StartFromTemplate } from "./components/start-from-template";
export type { TemplateNames } from "./components/template-preview";
