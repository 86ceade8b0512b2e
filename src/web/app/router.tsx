import type { QueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  retainSearchParams,
} from "@tanstack/react-router";
import { type FirstRead, PAGE_FIRST_READS } from "@/shared/first-reads";
import type { DoctorPage, PageId } from "@/shared/roles";
import { safeReturnPath } from "@/shared/rules/return-path";
import { PageLoader } from "@/web/components/page-loader";
import { goalCatalogueQueryOptions } from "@/web/entities/goal/api/get-goal-catalogue";
import {
  procedureCatalogueQueryOptions,
  recordQueryOptions,
} from "@/web/entities/record/api/get-record";
import { warningSettingsQueryOptions } from "@/web/entities/warning-settings/api/warning-settings-query";
import { applicationQueryOptions } from "@/web/features/application/api/get-application";
import { catalogueQueryOptions } from "@/web/features/catalogue/api/catalogue-query";
import { cohortQueryOptions, initialCohortQuery } from "@/web/features/cohort/api/get-cohort";
import {
  doctorQueryOptions,
  doctorSearchQueryOptions,
} from "@/web/features/doctors/api/get-doctors";
import { historyQueryOptions } from "@/web/features/history/api/get-history";
import { iupQueryOptions } from "@/web/features/iup/api/get-iup";
import { structuredAssessmentsQueryOptions } from "@/web/features/structured-assessments/api/list-assessments";
import { prefetchAdminPanel, prefetchDirectorPanel } from "@/web/features/users/api/panel-queries";
import { ApiError } from "@/web/lib/api-client";
import { sessionQueryKey } from "@/web/lib/query-keys";
import { type Session, sessionFromPage, sessionQueryOptions } from "@/web/lib/session";
import { guardPage, type ShellContext } from "./access";
import { NotFoundPage, PageErrorPage, RouteErrorPage } from "./route-fallbacks";
import { appEntry, landingPageRedirect, loginPageRedirect, selectDoctor } from "./route-guards";

interface RouterContext {
  queryClient: QueryClient;
}

/** A server that cannot be reached must not keep the public pages from showing. */
async function readSession(queryClient: QueryClient): Promise<Session | null> {
  try {
    return await queryClient.ensureQueryData(sessionQueryOptions);
  } catch {
    return null;
  }
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

// ---------- signed-out pages ----------

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: async ({ context }) => {
    const href = landingPageRedirect(await readSession(context.queryClient));
    if (href) throw redirect({ href });
  },
  component: lazyRouteComponent(() => import("./routes/landing"), "LandingRoute"),
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  // The key is always returned: the router merges the raw search under the validated one, so
  // leaving a refused value out would let it through unchanged.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: safeReturnPath(search.redirect),
  }),
  beforeLoad: async ({ context, search }) => {
    const href = loginPageRedirect(await readSession(context.queryClient), search.redirect);
    if (href) throw redirect({ href });
  },
  component: lazyRouteComponent(() => import("./routes/login"), "LoginRoute"),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/reset-password",
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" && search.token !== "" ? { token: search.token } : {},
  component: lazyRouteComponent(() => import("./routes/reset-password"), "ResetPasswordRoute"),
});

// The page an assessment link opens: no session, the token in the fragment (decision 213).
const assessmentLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/bedomning",
  component: lazyRouteComponent(() => import("./routes/bedomning"), "AssessmentLinkRoute"),
});

// ---------- signed-in app ----------

export interface AppSearch {
  /** The selected ST doctor (user id). Ignored for ST doctors, who always see themselves. */
  st?: string;
}

function validateAppSearch(search: Record<string, unknown>): AppSearch {
  const st = search.st;
  return typeof st === "string" && st !== "" && st.length <= 100 ? { st } : {};
}

export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "_app",
  validateSearch: validateAppSearch,
  search: { middlewares: [retainSearchParams<AppSearch>(["st"])] },
  beforeLoad: async ({ context, location, search, preload }): Promise<ShellContext> => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions);
    const at = {
      href: location.href,
      pathname: location.pathname,
      st: search.st,
      search: location.search as Record<string, unknown>,
    };
    // The cached session may have ended elsewhere (another tab, an administrator): ask the server
    // without holding up the page; a 401 sends the tab to the login page (app/session-expiry.ts).
    // Not on a first load whose page carried it: the server read it a moment ago.
    if (session && !preload && !sessionFromPage())
      void context.queryClient.refetchQueries({ queryKey: sessionQueryKey });
    let result = appEntry(session, at);
    if ("pickDoctor" in result) {
      let doctors: readonly { id: string }[] | undefined;
      try {
        doctors = await doctorsToSelectFrom(context.queryClient, search.st);
      } catch {
        // The doctors failed to load: keep the shell (menu, 'Logga ut') and let the page say
        // 'Kunde inte ladda data' with 'Försök igen' instead of replacing the whole screen.
        doctors = undefined;
      }
      result = selectDoctor(result.pickDoctor, at, doctors);
    }
    // `to` is a path of this app: the guard keeps the page and changes only the selected doctor.
    if ("redirect" in result) throw redirect(result.redirect as { to: "/dashboard" });
    return result.context;
  },
  component: lazyRouteComponent(() => import("./shell/app-layout"), "AppLayout"),
});

/**
 * What `selectDoctor` chooses from, never the whole list (decision 254): the doctor in the address
 * if the user may view them (the one-doctor read), else the first page of the empty search, whose
 * first doctor is the default choice.
 */
async function doctorsToSelectFrom(queryClient: QueryClient, st: string | undefined) {
  if (st) {
    try {
      return [(await queryClient.ensureQueryData(doctorQueryOptions(st))).doctor];
    } catch (error) {
      // Unknown, deactivated or outside the user's clinics: the first doctor instead, as before.
      if (!(error instanceof ApiError && (error.status === 404 || error.status === 403)))
        throw error;
    }
  }
  return (await queryClient.ensureQueryData(doctorSearchQueryOptions(""))).doctors;
}

/**
 * Asks for the data a page shows as soon as the page is known, beside the download of its code
 * (decision 121). Not awaited: the page renders at once with its own loading state.
 */
type PageData = (context: ShellContext & RouterContext) => void;

function pageRoute(
  page: PageId,
  importer: () => Promise<Record<string, React.ComponentType>>,
  exportName: string,
  data?: PageData,
) {
  return createRoute({
    getParentRoute: () => appRoute,
    path: `/${page}`,
    beforeLoad: ({ context }) => guardPage(page, context),
    loader: ({ context }) => {
      if (!context.session.user.mustChangePassword) data?.(context);
    },
    component: lazyRouteComponent(importer, exportName),
    errorComponent: PageErrorPage,
  });
}

/** Each first read of a record page (shared/first-reads.ts) as the query the page reads it with. */
const FIRST_READ_QUERIES: Record<FirstRead, PageData> = {
  "GET /api/st-doctors/{doctorId}/record": ({ queryClient, selectedDoctorId: id }) => {
    if (id) void queryClient.prefetchQuery(recordQueryOptions(id));
  },
  "GET /api/catalog/goals": ({ queryClient }) => {
    void queryClient.prefetchQuery(goalCatalogueQueryOptions());
  },
  "GET /api/catalog/procedures/in-use": ({ queryClient }) => {
    void queryClient.prefetchQuery(procedureCatalogueQueryOptions());
  },
  "GET /api/warning-settings": ({ queryClient }) => {
    void queryClient.prefetchQuery(warningSettingsQueryOptions());
  },
  // The structured assessments: listed on Sit-ins, evidence on Delmål and Undersökningar (issue 25).
  "GET /api/st-doctors/{doctorId}/structured-assessments": ({ queryClient, selectedDoctorId }) => {
    if (selectedDoctorId)
      void queryClient.prefetchQuery(structuredAssessmentsQueryOptions(selectedDoctorId));
  },
  "GET /api/st-doctors/{doctorId}/iup": ({ queryClient, selectedDoctorId: id }) => {
    if (id) void queryClient.prefetchQuery(iupQueryOptions(id));
  },
  "GET /api/st-doctors/{doctorId}/application": ({ queryClient, selectedDoctorId: id }) => {
    if (id) void queryClient.prefetchQuery(applicationQueryOptions(id));
  },
  "GET /api/st-doctors/{doctorId}/history": ({ queryClient, selectedDoctorId: id }) => {
    if (id) void queryClient.prefetchQuery(historyQueryOptions(id));
  },
};

/** A record page's reads, all started at once. */
const firstReads =
  (page: DoctorPage): PageData =>
  (context) => {
    for (const read of PAGE_FIRST_READS[page]) FIRST_READ_QUERIES[read](context);
  };

const recordPage = (
  page: DoctorPage,
  importer: () => Promise<Record<string, React.ComponentType>>,
  exportName: string,
) => pageRoute(page, importer, exportName, firstReads(page));

const appPages = [
  recordPage("dashboard", () => import("./routes/dashboard"), "DashboardRoute"),
  recordPage("formalities", () => import("./routes/formalities"), "FormalitiesRoute"),
  recordPage("goals", () => import("./routes/goals"), "GoalsRoute"),
  recordPage("procedures", () => import("./routes/procedures"), "ProceduresRoute"),
  recordPage("rotations", () => import("./routes/rotations"), "RotationsRoute"),
  recordPage("courses", () => import("./routes/courses"), "CoursesRoute"),
  recordPage("sitins", () => import("./routes/sitins"), "SitinsRoute"),
  recordPage("meetings", () => import("./routes/meetings"), "MeetingsRoute"),
  recordPage("iup", () => import("./routes/iup"), "IupRoute"),
  recordPage("stproject", () => import("./routes/stproject"), "StProjectRoute"),
  recordPage("development", () => import("./routes/development"), "DevelopmentRoute"),
  recordPage("certificates", () => import("./routes/certificates"), "CertificatesRoute"),
  recordPage("application", () => import("./routes/application"), "ApplicationRoute"),
  recordPage("history", () => import("./routes/history"), "HistoryRoute"),
  pageRoute(
    "cohort",
    () => import("./routes/cohort"),
    "CohortRoute",
    ({ queryClient, session }) => {
      const startWithOwn = session.user.role === "SUPERVISOR";
      void queryClient.prefetchQuery(cohortQueryOptions(initialCohortQuery(startWithOwn)));
    },
  ),
  pageRoute(
    "signing-rights-assessment",
    () => import("./routes/signing-rights"),
    "SigningRightsRoute",
  ),
  pageRoute(
    "director",
    () => import("./routes/director"),
    "DirectorRoute",
    (context) => prefetchDirectorPanel(context.queryClient, context.selectedDoctorId),
  ),
  pageRoute(
    "admin",
    () => import("./routes/admin"),
    "AdminRoute",
    ({ queryClient }) => prefetchAdminPanel(queryClient),
  ),
  pageRoute(
    "catalog",
    () => import("./routes/catalog"),
    "CatalogRoute",
    ({ queryClient }) => {
      void queryClient.prefetchQuery(catalogueQueryOptions());
    },
  ),
  pageRoute("profile", () => import("./routes/profile"), "ProfileRoute"),
] as const;

const routeTree = rootRoute.addChildren([
  landingRoute,
  loginRoute,
  resetPasswordRoute,
  assessmentLinkRoute,
  appRoute.addChildren([...appPages]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    // The query cache holds the data; the router must not cache beforeLoad results of its own.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <PageLoader />,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
