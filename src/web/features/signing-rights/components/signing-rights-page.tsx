import { Alert, Tabs, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { PAGE_LABELS } from "@/shared/roles";
import { PageHeader } from "@/web/components/page-header";
import { PageLoader } from "@/web/components/page-loader";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";
import { SIGNING_RIGHTS_ADD_MESSAGES as M } from "@/web/lib/messages/signing-rights-add";
import { AddAssessmentTab } from "../add/add-assessment-tab";
import { useSelectedEvaluation } from "../statistics/use-selected-evaluation";

// The charts come with the statistics tab; the add form, where most visits start, goes without.
const StatisticsTab = lazy(() => import("../statistics/statistics-tab"));

type Tab = "add" | "statistics";

interface SigningRightsPageProps {
  /** From the server's session permissions. */
  allowed: boolean;
  /** The ST doctor selected in 'Granskar ST-läkare', if any. */
  selectedDoctorId: string | undefined;
  /** An evaluation is shown: select its ST doctor, where the user may view them. */
  onShowDoctor: (doctorId: string) => void;
}

export function SigningRightsPage({
  allowed,
  selectedDoctorId,
  onShowDoctor,
}: SigningRightsPageProps) {
  // An address that names an evaluation (a reload, a link) opens the statistics it was on.
  const [selectedEvaluation] = useSelectedEvaluation();
  const [tab, setTab] = useState<Tab>(selectedEvaluation ? "statistics" : "add");
  if (!allowed) {
    return (
      <>
        <PageHeader title={SHELL_MESSAGES.accessDeniedTitle} />
        <Alert variant="light" color="red" role="alert">
          <Text c="red.9">{SHELL_MESSAGES.signingRightsDenied}</Text>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={PAGE_LABELS["signing-rights-assessment"]}
        subtitle={SHELL_MESSAGES.signingRightsIntro}
      />
      {/* Only the add form stays mounted when hidden, so what is typed survives a look at the
          statistics; the statistics load when first shown. */}
      <Tabs
        value={tab}
        onChange={(next) => setTab(next === "statistics" ? "statistics" : "add")}
        keepMounted={false}
        keepMountedMode="display-none"
      >
        <Tabs.List aria-label={M.tabsLabel} mb="md">
          <Tabs.Tab value="add">{M.tabAdd}</Tabs.Tab>
          <Tabs.Tab value="statistics">{M.tabStatistics}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="add" keepMounted>
          <AddAssessmentTab selectedDoctorId={selectedDoctorId} />
        </Tabs.Panel>
        <Tabs.Panel value="statistics">
          <Suspense fallback={<PageLoader />}>
            <StatisticsTab onShowDoctor={onShowDoctor} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
