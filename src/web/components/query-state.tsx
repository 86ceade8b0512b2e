import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useEffect, useState } from "react";
import { LoadError } from "./load-error";
import { PageLoader } from "./page-loader";

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What the loader says; 'Laddar...' unless the page names what it loads. */
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}

/** What a deferred render starts from: nothing rendered yet, not even an answer of undefined. */
const NOT_RENDERED = Symbol("not rendered");

/**
 * The app's first view: until a page's content has been shown or the user first acts, data already
 * there when a part mounts is deferred too (see below). A dialog opens on an action, so what it
 * focuses on opening is always rendered at once.
 */
let firstView = true;
if (typeof window !== "undefined") {
  const acted = () => {
    firstView = false;
  };
  window.addEventListener("pointerdown", acted, { once: true, capture: true });
  window.addEventListener("keydown", acted, { once: true, capture: true });
}

/**
 * A page's data as the user sees it: the loader while it loads, 'Kunde inte ladda data' with
 * 'Försök igen' when it fails, otherwise the content. Data already shown stays when a refetch fails.
 *
 * The content is rendered from a deferred copy of the data (decision 268): the query cache's
 * updates are synchronous, so a page of 900 elements would otherwise render in one task of a second
 * or more on a phone; deferred, React renders it in slices and the page stays responsive.
 */
export function QueryState<T>({ query, loadingLabel, children }: QueryStateProps<T>) {
  // Data already in the cache when the part mounts (a dialog, a page the router prefetched) is
  // rendered at once, so what it focuses on opening is there; only data that arrives later waits.
  // Not on the app's first page, whose data came with it (decision 273): that page is rendered in
  // slices too, after the shell, instead of in the task that starts the app.
  const [atMount] = useState(() =>
    query.data === undefined || firstView ? NOT_RENDERED : query.data,
  );
  const shown = useDeferredValue<T | undefined | typeof NOT_RENDERED>(query.data, atMount);
  const showsContent = shown !== NOT_RENDERED && shown !== undefined;
  useEffect(() => {
    if (showsContent) firstView = false;
  }, [showsContent]);
  if (showsContent) return <>{children(shown as T)}</>;
  if (query.data === undefined && query.isError) {
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
