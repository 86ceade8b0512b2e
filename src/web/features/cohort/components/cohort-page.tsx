import { Button, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import type { CohortSort, TCohortView } from "@/shared/schemas/cohort";
import { EmptyState } from "@/web/components/empty-state";
import { ListPagination } from "@/web/components/list-pagination";
import { NextPageLoading } from "@/web/components/next-page-loading";
import { PageHeader } from "@/web/components/page-header";
import { QueryState } from "@/web/components/query-state";
import { COHORT_UI_MESSAGES as M } from "@/web/lib/messages/cohort";
import { type CohortQuery, initialCohortQuery, useCohort } from "../api/get-cohort";
import { CohortFilters } from "./cohort-filters";
import { CohortTable } from "./cohort-table";

interface CohortPageProps {
  /** A supervisor starts with their own doctors and can widen to all they may view. */
  startWithOwn: boolean;
}

/** The export link repeats the page's filter and order, so the file holds what the page shows. */
function csvHref(view: TCohortView): string {
  const query = new URLSearchParams(
    Object.entries(view).filter(([, value]) => value !== ""),
  ).toString();
  return `/api/cohort.csv?${query}`;
}

/**
 * 'ST-läkare' (decisions 145, 259): the ST doctors the user follows, a page at a time, filtered
 * and sorted on the server. The search is sent once typing pauses.
 */
export function CohortPage({ startWithOwn }: CohortPageProps) {
  const [state, setState] = useState<CohortQuery>(() => initialCohortQuery(startWithOwn));
  const [search] = useDebouncedValue(state.search, 250);
  const request = useMemo(() => ({ ...state, search }), [state, search]);
  const query = useCohort(request);
  const { page, ...view } = state;
  // Any change of filter or order starts again at the first page.
  const change = (next: Partial<TCohortView>) =>
    setState((current) => ({ ...current, ...next, page: 1 }));
  const sortBy = (sort: CohortSort) =>
    change({ sort, order: view.sort === sort && view.order === "asc" ? "desc" : "asc" });

  return (
    <Stack gap="md">
      <PageHeader
        title={M.title}
        subtitle={M.subtitle}
        actions={
          <Button
            component="a"
            href={csvHref(view)}
            download
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            aria-label={M.downloadName}
          >
            {M.download}
          </Button>
        }
      />
      <CohortFilters view={view} onChange={change} showScope={startWithOwn} />
      <QueryState query={query} loadingLabel={M.loading}>
        {(cohort) =>
          cohort.total === 0 ? (
            <EmptyState title={cohort.unfiltered === 0 ? M.empty : M.emptyFiltered} />
          ) : (
            <NextPageLoading busy={query.isPlaceholderData}>
              <Stack gap="xs">
                <Text fz="sm" c="dimmed" role="status">
                  {M.count(cohort.total, cohort.unfiltered)}
                </Text>
                <CohortTable rows={cohort.rows} sorting={view} onSort={sortBy} />
                {/* One page says its count above; the range is for more than one. */}
                {cohort.total > cohort.pageSize ? (
                  <ListPagination
                    page={page}
                    pageSize={cohort.pageSize}
                    total={cohort.total}
                    onChange={(next) => setState((current) => ({ ...current, page: next }))}
                    label={M.pages}
                  />
                ) : null}
              </Stack>
            </NextPageLoading>
          )
        }
      </QueryState>
    </Stack>
  );
}
