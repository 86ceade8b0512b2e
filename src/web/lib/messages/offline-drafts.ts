/** Web-only texts of the drafts kept on the device when there is no network (decision 220). */
export const OFFLINE_DRAFT_MESSAGES = {
  blockTitle: "Sparade lokalt",
  blockIntro:
    "Sparat på den här enheten utan anslutning. Skickas automatiskt när anslutningen är tillbaka.",
  savedLocally: "Sparad lokalt",
  saved: "Sparad",
  refused: "Kunde inte sparas",
  open: "Öppna",
  remove: "Ta bort",
  openLabel: (label: string) => `Öppna ${label}`,
  removeLabel: (label: string) => `Ta bort ${label}`,
  removeTitle: "Ta bort utkastet?",
  removeText: (label: string) =>
    `${label} finns bara på den här enheten. Tas det bort går det inte att få tillbaka.`,
  /** The toast when a form closes without network. */
  kept: (what: string) =>
    `Ingen anslutning: ${what} är sparad lokalt på enheten och skickas när anslutningen är tillbaka.`,
  keepFailed:
    "Ingen anslutning, och utkastet kunde inte sparas på enheten. Låt formuläret vara öppet och försök igen.",
  what: {
    "sit-in": "sit-in",
    meeting: "handledarträffen",
    "structured-assessment": "bedömningen",
    "signing-rights-assessment": "bedömningen",
  },
} as const;
