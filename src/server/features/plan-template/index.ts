/** A clinic's standard plan and applying it to a doctor's plan (issue 27, decisions 251 and 252). */
export { planTemplateRouter } from "./plan-template.routes";
