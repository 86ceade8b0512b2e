/** Swedish texts for a supervisor meeting's agenda and agreed actions (issue 25). */

/** Who does an action, as the form offers it; any other name may be written (decision 206). */
export const ACTION_OWNER_SUGGESTIONS = ["ST-läkare", "Handledare"] as const;

/** At most this many actions are agreed at one meeting: a list a person can follow up. */
export const MAX_ACTIONS_PER_MEETING = 20;

export const MEETING_ACTION_MESSAGES = {
  agenda: "Dagordning",
  actions: "Överenskomna åtgärder",
  what: "Åtgärd",
  owner: "Ansvarig",
  dueDate: "Klart senast",
  done: "Klar",
  whatRequired: "Beskriv varje åtgärd.",
  ownerRequired: "Ange vem som ansvarar för varje åtgärd.",
  dueDateRequired: "Ange ett datum för varje åtgärd.",
  actionsInvalid: "Åtgärderna kunde inte läsas. Ladda om sidan och försök igen.",
  tooManyActions: `Högst ${MAX_ACTIONS_PER_MEETING} åtgärder per handledarträff.`,
  duplicateAction: "Samma åtgärd finns två gånger i listan. Ladda om sidan och försök igen.",
  unknownAction:
    "En av åtgärderna finns inte längre. Ladda om sidan för att se handledarträffen som den är sparad.",
  doneRequired: "Ange om åtgärden är klar.",
  actionNotFound: "Åtgärden hittades inte.",
  staleAction: "Någon annan har ändrat åtgärden under tiden. Ladda om för att se ändringen.",
  markedDone: "Åtgärden markerad som klar!",
  markedOpen: "Åtgärden markerad som ej klar.",
} as const;
