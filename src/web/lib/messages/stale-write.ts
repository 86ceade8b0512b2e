/** Web-only texts around a save refused because someone else saved first (decision 065). */
export const STALE_WRITE_UI_MESSAGES = {
  reload: "Ladda om",
  reloaded:
    "Sidan har laddats om. Det du skrev finns kvar; fält där det sparade värdet skiljer sig visar det under fältet. Spara för att ersätta det.",
  savedValue: (value: string) => `Sparat nu: ${value === "" ? "(tomt)" : value}`,
  reloadFailed: "Kunde inte ladda om. Försök igen.",
  recordGone: "Posten har tagits bort av någon annan.",
} as const;
