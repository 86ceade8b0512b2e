import { CohortPage } from "@/web/features/cohort/components/cohort-page";
import { useShell } from "../shell/use-shell";

export function CohortRoute() {
  const { role } = useShell();
  return <CohortPage startWithOwn={role === "SUPERVISOR"} />;
}
