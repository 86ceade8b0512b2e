/**
 * Query keys read or invalidated across features. Kept here (and free of React) so features can
 * refresh shared data without importing each other.
 */
export const sessionQueryKey = ["session"] as const;

/** The ST doctors the user may view (GET /api/st-doctors): the shell's selector and the panels. */
export const doctorsQueryKey = ["doctors"] as const;

/**
 * Root of every ST doctor's record query (entities/record): uploads from shared components
 * invalidate it, since a certificate changes the record.
 */
export const recordQueryKey = ["record"] as const;

/** The clinic's goal texts (GET /api/catalog/goals): read once, refreshed when an admin changes one. */
export const goalCatalogueQueryKey = ["catalogue", "goals"] as const;

/**
 * The examinations in use (GET /api/catalog/procedures/in-use): read once, refreshed when an admin
 * changes the catalogue. Under the admin list's key, so refreshing that refreshes this too.
 */
export const procedureCatalogueQueryKey = ["catalogue", "procedures", "in-use"] as const;

/**
 * The early-warning limits (GET /api/warning-settings): the overview, the cohort and the admin
 * panel read them; saving them refreshes the cohort too (its warnings follow the limits).
 */
export const warningSettingsQueryKey = ["warning-settings"] as const;

/** The cohort 'ST-läkare' (GET /api/cohort). */
export const cohortQueryKey = ["cohort"] as const;

/**
 * Root of one doctor's structured assessments (features/structured-assessments) and of the
 * signing-rights page's queries: a draft sent from the device refreshes them (decision 220).
 */
export const structuredAssessmentsQueryKey = ["structured-assessments"] as const;
export const signingRightsQueryKey = ["signing-rights"] as const;
