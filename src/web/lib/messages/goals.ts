import type { GoalModel } from "@/shared/curriculum/goals";

/** Web texts of the Delmål page (status labels and toasts are in src/shared/messages). */
export const GOALS_UI_MESSAGES = {
  targetTitle: "Målbeskrivning",
  targetDescription: {
    "2015":
      "Delmålen följer Socialstyrelsens föreskrifter och allmänna råd om läkarnas specialiseringstjänstgöring (SOSFS 2015:8) för klinisk fysiologi: delmål a1–a6, b1, b3 och c1–c13.",
    "2021":
      "Delmålen följer Socialstyrelsens föreskrifter och allmänna råd om läkarnas specialiseringstjänstgöring (HSLF-FS 2021:8) för klinisk fysiologi: delmål STa1–STa7, STb1 och STc1–STc14.",
  } satisfies Record<GoalModel, string>,
  modelMissingTitle: "Ingen ST-modell vald",
  modelMissingText: "Välj ST-modell (2015 eller 2021) under Formellt för att se delmålen.",
  modelMissingTextReadOnly: "Ingen ST-modell är vald ännu. Modellen väljs under Formellt.",
  toFormalities: "Gå till Formellt",
  filterTitle: "Filter & Sök",
  search: "Sök på titel",
  searchPlaceholder: "T.ex. kommunikation",
  category: "Kategori",
  status: "Status",
  activity: "Rekommenderad aktivitet",
  all: "Alla",
  clearFilters: "Rensa filter",
  noMatches: "Inga delmål matchade dina filterinställningar.",
  progress: (done: number, total: number) => `${done} av ${total} delmål avklarade`,
  progressLabel: "Avklarade delmål",
  showCategory: (label: string) => `Visa ${label}`,
  goalsInCategory: (n: number) => (n === 1 ? "1 delmål" : `${n} delmål`),
  activities: "Rekommenderade aktiviteter",
  changeStatus: (id: string, status: string) => `Ändra status för ${id}: ${status}`,
  plannedFor: (quarter: string) => `Planerad ${quarter}`,
  dialogTitle: "Ändra status",
  itemType: "Delmål",
  quarter: "Kvartal",
  chooseQuarter: "Välj kvartal",
  cancel: "Avbryt",
  save: "Spara",
} as const;
