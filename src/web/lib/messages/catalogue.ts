/** Web-only texts of the admin page 'Katalog'. */
export const CATALOGUE_UI_MESSAGES = {
  title: "Katalog",
  pageIntro:
    "Undersökningskatalogen och delmålens texter som portalen bygger på. Rätta det som inte stämmer och markera det ni har kontrollerat mot den officiella källan.",
  intro:
    "Undersökningskatalogen som matrisen bygger på. Listan levereras som ett förslag som ingen officiell källa bekräftar: rätta namn, kolumn, nivå och synkkoppling så att den stämmer för er klinik. Rättelser skrivs aldrig över av en nyare leverans.",
  search: "Sök undersökning",
  searchPlaceholder: "Namn, id eller synk-id",
  showRetired: "Visa utgångna",
  add: "Lägg till undersökning",
  columns: {
    name: "Undersökning",
    column: "Kolumn",
    level: "Nivå",
    syncId: "Synk-id",
    verification: "Källa",
    actions: "Åtgärder",
  },
  retiredBadge: "Utgången",
  noSource: "Tillagd av kliniken",
  edit: (name: string) => `Rätta ${name}`,
  retire: (name: string) => `Markera ${name} som utgången`,
  restore: (name: string) => `Återinför ${name}`,
  empty: "Inga undersökningar matchar sökningen.",
  createTitle: "Lägg till undersökning",
  editTitle: "Rätta undersökning",
  id: "Id",
  idHint: "Små bokstäver, siffror och bindestreck, t.ex. c8-stress-mr. Id kan inte ändras senare.",
  name: "Namn",
  column: "Kolumn (område)",
  level: "Nivå",
  syncId: "Synk-id (valfritt)",
  syncIdHint:
    "Samma synk-id kopplar ihop samma undersökning i olika kolumner; deras status hålls lika.",
  save: "Spara",
  cancel: "Avbryt",
  saved: "Katalogen har uppdaterats.",
  saveFailed: (reason: string) => `Kunde inte spara ändringen: ${reason}`,
  retireTitle: "Är du säker?",
  retireText: (name: string) =>
    `${name} tas bort ur matrisen. Redan registrerade framsteg sparas, och undersökningen kan återinföras.`,
  retireConfirm: "Markera som utgången",
  tabs: { procedures: "Undersökningar", goals: "Delmål" },
  markChecked: (name: string) => `Markera ${name} som kontrollerad`,
  unmarkChecked: (name: string) => `Ta bort kontrollmarkeringen för ${name}`,
  checkedSaved: "Kontrollmarkeringen har sparats.",
  onlyUnchecked: "Visa bara ej kontrollerade",
  goalsIntro:
    "Delmålens texter kommer från Socialstyrelsens målbeskrivningar, men de flesta har hämtats ur en sekundär avskrift. Jämför varje delmål med Socialstyrelsens text, rätta det som avviker och markera delmålet som kontrollerat. Rättelser skrivs aldrig över av en nyare leverans; en rättelse behöver kontrolleras på nytt.",
  goalsRemaining: (n: number, total: number) =>
    n === 0
      ? `Alla ${total} delmål är kontrollerade.`
      : `${n} av ${total} delmål återstår att kontrollera mot Socialstyrelsens målbeskrivning.`,
  proceduresRemaining: (n: number, total: number) =>
    n === 0
      ? `Alla ${total} undersökningar är kontrollerade.`
      : `${n} av ${total} undersökningar återstår att kontrollera.`,
  goalColumns: { goal: "Delmål", model: "Modell", state: "Kontroll", actions: "Åtgärder" },
  goalsEmpty: "Inga delmål återstår att kontrollera.",
  editGoalTitle: "Rätta delmål",
  goalTitle: "Titel",
  goalDescription: "Text",
  goalDescriptionHint: "Inledningen och en rad per kompetenskrav, som i målbeskrivningen.",
  goalActivities: "Utbildningsaktiviteter",
  goalRequirements: "Kompetenskrav",
  goalFollowUp: "Uppföljning (intygets formulering)",
  goalAdvice: "Allmänna råd",
  oneLinePerItem: "En rad per punkt.",
  reviewNoteTitle: "Att granska",
  source: "Källa",
} as const;
