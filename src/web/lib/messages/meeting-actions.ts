import { formatDate } from "@/shared/rules/display-dates";

/** Web-only texts of a supervisor meeting's agenda and agreed actions (issue 25). */
export const MEETING_ACTIONS_UI_MESSAGES = {
  agendaHint: "Vad ni ska ta upp. Valfritt.",
  actionsHint: "Vad ni kom överens om, vem som gör det och när det ska vara klart.",
  addAction: "Lägg till åtgärd",
  removeAction: (n: number) => `Ta bort åtgärd ${n}`,
  actionLegend: (n: number) => `Åtgärd ${n}`,
  noActions: "Inga åtgärder.",
  ownerPlaceholder: "ST-läkare, Handledare eller namn",
  due: (date: string) => `senast ${formatDate(date)}`,
  doneOn: (date: string) => `Klar ${formatDate(date)}`,
  overdue: "Försenad",
  carriedFrom: (date: string) => `Överförd från ${formatDate(date)}`,
  markDone: (what: string) => `Klar: ${what}`,
  markFailed: "Kunde inte ändra åtgärden.",
  openTitle: "Öppna åtgärder",
  openIntro: "Åtgärder från handledarträffarna som inte är klara.",
  toMeetings: "Till handledarträffarna",
  agreedOn: (date: string) => `Överenskommen ${formatDate(date)}`,
} as const;
