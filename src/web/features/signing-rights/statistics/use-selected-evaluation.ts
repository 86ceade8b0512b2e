import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useCallback } from "react";

/** The search parameter that keeps the chosen evaluation across a reload, back and bookmarks. */
const PARAM = "utvardering";
const ID_MAX = 100;

/**
 * The evaluation chosen on the tab, kept in the address (`?utvardering=<id>`). The app route does
 * not declare the parameter, so it is read from the parsed search as it came and written beside the
 * route's own parameters (the selected ST doctor stays).
 */
export function useSelectedEvaluation(): [string | null, (id: string | null) => void] {
  const selected = useRouterState({
    select: (state): string | null => {
      const raw = (state.location.search as Record<string, unknown>)[PARAM];
      return typeof raw === "string" && raw !== "" && raw.length <= ID_MAX ? raw : null;
    },
  });
  const navigate = useNavigate();
  const select = useCallback(
    (id: string | null) => {
      void navigate({
        to: ".",
        // An undeclared key is kept by the router as given; typing it would need the route's schema.
        search: (prev) => ({ ...prev, [PARAM]: id ?? undefined }) as typeof prev,
        replace: id === null,
      });
    },
    [navigate],
  );
  return [selected, select];
}
