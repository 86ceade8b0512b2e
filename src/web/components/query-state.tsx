import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError } from "./load-error";
import { PageLoader } from "./page-loader";

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What the loader says; 'Laddar...' unless the page names what it loads. */
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}

/**
 * A page's data as the user sees it: the loader while it loads, 'Kunde inte ladda data' with
 * 'Försök igen' when it fails, otherwise the content. Data already shown stays when a refetch fails.
 */
export function QueryState<T>({ query, loadingLabel, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <PageLoader label={loadingLabel} />;
}
