import { Group, SegmentedControl, Stack } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { PAGE_LABELS } from "@/shared/roles";
import { DEFAULT_WARNING_THRESHOLDS } from "@/shared/rules/early-warnings";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import { PageHeader } from "@/web/components/page-header";
import { PageLoader } from "@/web/components/page-loader";
import { QueryState } from "@/web/components/query-state";
import { goalCatalogueQueryOptions } from "@/web/entities/goal/api/get-goal-catalogue";
import { recordQueryOptions, useProcedureCatalogue } from "@/web/entities/record/api/get-record";
import { useWarningSettings } from "@/web/entities/warning-settings/api/warning-settings";
import { IupFollowUpCard } from "@/web/features/iup";
import { OpenActionsCard } from "@/web/features/meeting-actions";
import { StartFromTemplate, type TemplateNames } from "@/web/features/plan-template";
import { OVERVIEW_MESSAGES as M } from "@/web/lib/messages/overview";
import { SigningRightsContext } from "../signing-rights-context";
import { useOverview } from "../use-overview";
import { LostMovesAlert } from "./lost-moves-alert";
import { OverviewLegend } from "./overview-legend";
import { PlanWarningsCard } from "./plan-warnings-card";
import { PortfolioDownload } from "./portfolio-download";
import { ProgressCard } from "./progress-card";
import { YearView } from "./year-view";

// The timeline and the dialogs load when first wanted: the year view is what the page opens with.
const OverviewTimeline = lazy(() =>
  import("./timeline/overview-timeline").then((m) => ({ default: m.OverviewTimeline })),
);
const OverviewDialogs = lazy(() =>
  import("./overview-dialogs").then((m) => ({ default: m.OverviewDialogs })),
);

// A reader who may not edit gets nothing from opening an event: its edit dialog would refuse.
const ignore = () => undefined;

interface OverviewPageProps {
  doctorId: string;
  doctorName: string;
  /** The ST doctor viewing their own record (greeted by first name). */
  own: boolean;
}

const VIEWS = ["year", "timeline"] as const;
type OverviewView = (typeof VIEWS)[number];
const isView = (value: unknown): value is OverviewView => VIEWS.includes(value as OverviewView);

/**
 * Översikt: where everyone lands. Progress at a glance, what needs attention, and the plan as
 * years and quarters (drag to move) or as a timeline.
 */
export function OverviewPage({ doctorId, doctorName, own }: OverviewPageProps) {
  const record = useQuery(recordQueryOptions(doctorId));
  const goals = useQuery(goalCatalogueQueryOptions());
  const procedures = useProcedureCatalogue();
  const greeting = own
    ? M.greetingOwn(record.data?.doctor.firstName || doctorName)
    : M.greetingReviewer(doctorName);
  return (
    <>
      <PageHeader
        title={PAGE_LABELS.dashboard}
        subtitle={greeting}
        actions={<PortfolioDownload doctorId={doctorId} />}
      />
      <QueryState query={record} loadingLabel={M.loading}>
        {(loadedRecord) => (
          <QueryState query={goals} loadingLabel={M.loading}>
            {(loadedGoals) => (
              <QueryState query={procedures} loadingLabel={M.loading}>
                {(entries) => (
                  <OverviewContent record={loadedRecord} goals={loadedGoals} entries={entries} />
                )}
              </QueryState>
            )}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}

// Mantine's 'sm' breakpoint, as the shell's: below it the quarters stand in one column.
const PHONE_QUERY = "(max-width: 47.99em)";
/** The fixed header's height and a little air: the quarter's heading shows below the header. */
const HEADER_CLEARANCE = 56 + 8;

/**
 * On a phone the quarters stand in one column below the cards, the current one screens down: when
 * the overview opens on the year view, the page scrolls to it (decision 177). Only once, when the
 * page opens (a later change of view leaves the page where the user put it), never on a wider
 * screen, and focus stays where it is.
 */
function useCurrentQuarterFirstOnPhone(yearViewShown: boolean) {
  const opened = useRef(yearViewShown);
  useEffect(() => {
    if (!opened.current || !window.matchMedia(PHONE_QUERY).matches) return;
    // After the router has put the page at its top for the new page.
    const frame = requestAnimationFrame(() => {
      opened.current = false;
      const current = document.querySelector<HTMLElement>("[data-quarter][data-current]");
      if (!current || window.scrollY > 0) return;
      const top = current.getBoundingClientRect().top + window.scrollY - HEADER_CLEARANCE;
      window.scrollTo({ top: Math.max(0, top), behavior: "instant" });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
}

interface OverviewContentProps {
  record: TDoctorRecord;
  goals: readonly TGoalCatalogueEntry[];
  entries: readonly TProcedureDefinition[];
}

function OverviewContent({ record, goals, entries }: OverviewContentProps) {
  // Until the limits arrive (they are prefetched with the page) the defaults apply.
  const thresholds = useWarningSettings().data?.settings ?? DEFAULT_WARNING_THRESHOLDS;
  const overview = useOverview(record, goals, entries, thresholds);
  const { formalities, today, permissions } = record;
  const [view, setView] = useLocalStorage<OverviewView>({
    key: "st-portalen:overview-view",
    defaultValue: "year",
    getInitialValueInEffect: false,
    deserialize: (raw) => {
      try {
        const value: unknown = raw === undefined ? undefined : JSON.parse(raw);
        return isView(value) ? value : "year";
      } catch {
        return "year";
      }
    },
  });
  // Once opened, the dialogs stay mounted, so a closing dialog animates and gives focus back.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (!dialogsWanted && overview.dialog.kind !== "none") setDialogsWanted(true);
  // What `npm run bench` times: from navigation to the plan on screen.
  useEffect(() => {
    performance.mark("st-overview-ready");
  }, []);
  useCurrentQuarterFirstOnPhone(view === "year");
  const templateNames = useTemplateNames(record, goals, entries);

  return (
    <Stack gap="lg">
      <LostMovesAlert
        moves={overview.lostMoves.moves}
        onResend={overview.lostMoves.resend}
        onDismiss={overview.lostMoves.dismiss}
      />
      <ProgressCard
        goals={overview.goalProgress}
        matrix={overview.matrix}
        formalities={formalities}
        today={today}
      />
      <PlanWarningsCard
        warnings={overview.warnings}
        earlyWarnings={overview.earlyWarnings}
        canEdit={permissions.canEdit}
        onOpenEvent={overview.open}
        onAddToQuarter={overview.add}
        onPlanGoals={overview.planGoals}
      />
      <OpenActionsCard record={record} />
      <IupFollowUpCard doctorId={record.doctor.id} />
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={view}
          onChange={(value) => setView(isView(value) ? value : "year")}
          data={[
            { value: "year", label: M.yearView },
            { value: "timeline", label: M.timeline },
          ]}
          aria-label={M.viewLabel}
        />
        {permissions.canEdit ? (
          <StartFromTemplate doctorId={record.doctor.id} names={templateNames} />
        ) : null}
      </Group>
      <SigningRightsContext value={overview.signingRights}>
        {view === "year" ? (
          <YearView
            events={overview.events}
            stStartDate={formalities.stStartDate}
            stEndDate={formalities.stEndDate}
            today={today}
            canEdit={permissions.canEdit}
            onOpen={overview.open}
            onAdd={overview.add}
            onMove={overview.move}
            onChooseQuarter={overview.chooseQuarter}
          />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <OverviewTimeline
              events={overview.events}
              stStartDate={formalities.stStartDate}
              stEndDate={formalities.stEndDate}
              today={today}
              onOpen={permissions.canEdit ? overview.open : ignore}
            />
          </Suspense>
        )}
      </SigningRightsContext>
      <OverviewLegend signingRights={overview.signingRights.size > 0} />
      {dialogsWanted ? (
        <Suspense fallback={null}>
          <OverviewDialogs overview={overview} record={record} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** The names the standard plan's preview shows: the doctor's specialty's delmål, the examinations. */
function useTemplateNames(
  record: TDoctorRecord,
  goals: readonly TGoalCatalogueEntry[],
  entries: readonly TProcedureDefinition[],
): TemplateNames {
  const specialty = record.formalities.specialty;
  return useMemo(
    () => ({
      goals: new Map(goals.filter((g) => g.specialty === specialty).map((g) => [g.id, g.title])),
      procedures: new Map(entries.map((e) => [e.id, e.name])),
    }),
    [goals, entries, specialty],
  );
}
