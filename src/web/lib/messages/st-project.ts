/** Web-only texts of the ST-arbete page. */
export const ST_PROJECT_UI_MESSAGES = {
  intro: "Ditt vetenskapliga ST-arbete: ämne, handledare, status och en sammanfattning.",
  formTitle: "ST-projekt",
  topic: "Ämne/titel",
  supervisor: "Handledare",
  status: "Status",
  summary: "Sammanfattning",
  save: "Spara",
  saved: "ST-arbete sparat!",
  readOnly: "Du kan se ST-arbetet men inte ändra det.",
  history: "Historik",
} as const;
