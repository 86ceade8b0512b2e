/** Generic Swedish texts (spec section 8). */
export const COMMON_MESSAGES = {
  saved: "Data sparad!",
  networkError: "Nätverksfel - kontrollera din internetanslutning och försök igen.",
  saveFailed: "Kunde inte spara data. Försök igen.",
  loadFailed: "Kunde inte ladda data",
  unknown: "Okänt fel",
  forbidden: "Du har inte behörighet att göra detta.",
  notFound: "Det du söker finns inte.",
  badJson: "Ogiltig förfrågan: innehållet kunde inte läsas.",
  invalidInput: "Ogiltiga uppgifter.",
  /** A NUL character: no text column can hold it, and no person types one. */
  unstorableCharacter: (field: string) =>
    `Fältet ${field} innehåller ett tecken som inte kan sparas (NUL).`,
  bodyTooLarge: "Förfrågan är för stor.",
  unsupportedMediaType: "Ogiltig förfrågan: innehållet måste skickas som JSON.",
  databaseUnavailable: "Databasen svarar inte just nu. Försök igen om en stund.",
  confirmDelete: "Är du säker?",
  /** The same Idempotency-Key came with another request (decision 158). */
  idempotencyKeyReused:
    "Förfrågan har redan skickats med andra uppgifter. Ladda om sidan och försök igen.",
  idempotencyKeyInvalid: "Ogiltig Idempotency-Key: 8-128 tecken av bokstäver a-z, siffror och -_.:",
  /** The first request with the key is still running after the wait. */
  idempotencyInProgress: "Sparandet pågår redan. Vänta en stund och ladda om sidan.",
} as const;
