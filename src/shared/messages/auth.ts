/** Swedish texts for sign-in, passwords and accounts (spec sections 5 and 8). */
export const AUTH_MESSAGES = {
  resetMailSubject: "Återställ ditt lösenord till ST-portalen",
  /** The reset mail's text, with the link on a line of its own. */
  resetMailText: (link: string) =>
    [
      "Hej!",
      "",
      "Någon (förhoppningsvis du) har bett om att få återställa lösenordet till ditt konto i ST-portalen.",
      "Öppna länken nedan inom en timme för att välja ett nytt lösenord:",
      "",
      link,
      "",
      "Har du inte bett om detta kan du bortse från meddelandet; ditt lösenord är oförändrat.",
    ].join("\n"),
  /** A link sent by an administrator to an account that has not been used yet. */
  newAccountMailSubject: "Välkommen till ST-portalen – välj ditt lösenord",
  newAccountMailText: (link: string) =>
    [
      "Hej!",
      "",
      "Ett konto har skapats åt dig i ST-portalen.",
      "Öppna länken nedan inom en timme för att välja ditt lösenord:",
      "",
      link,
      "",
      "Hinner du inte det kan du be administratören om en ny länk, eller själv begära en med 'Glömt lösenordet?' på inloggningssidan.",
    ].join("\n"),
  /** A link sent by an administrator to an account in use. */
  adminResetMailSubject: "Välj ett nytt lösenord till ST-portalen",
  adminResetMailText: (link: string) =>
    [
      "Hej!",
      "",
      "Administratören har skickat dig en länk för att välja ett nytt lösenord till ditt konto i ST-portalen.",
      "Öppna länken nedan inom en timme:",
      "",
      link,
      "",
      "Ditt nuvarande lösenord gäller tills du har valt ett nytt. Har du frågor om detta, kontakta administratören.",
    ].join("\n"),
  loginFallback: "Ett fel uppstod vid inloggning",
  invalidCredentials: "Fel e-postadress eller lösenord.",
  reviewInvalidPassword: "Fel lösenord för granskningskontot.",
  reviewAccountMissing: "Granskningskontot är inte upprättat. Kontakta administratören.",
  accountInactive: "Kontot är inaktiverat. Kontakta administratören.",
  tooManyAttempts: (minutes: number) =>
    `För många misslyckade inloggningsförsök. Försök igen om ${minutes} ${minutes === 1 ? "minut" : "minuter"}.`,
  tooManyWrongCurrentPasswords: (minutes: number) =>
    `För många försök med fel nuvarande lösenord. Försök igen om ${minutes} ${minutes === 1 ? "minut" : "minuter"}.`,
  tooManyResetRequests: (minutes: number) =>
    `För många förfrågningar om återställningslänk. Försök igen om ${minutes} ${minutes === 1 ? "minut" : "minuter"}.`,
  tooManyResetLinkAttempts: (minutes: number) =>
    `För många försök med återställningslänkar. Försök igen om ${minutes} ${minutes === 1 ? "minut" : "minuter"}.`,
  emailRequired: "Ange din e-postadress.",
  emailInvalid: "Ange en giltig e-postadress.",
  passwordRequired: "Ange ditt lösenord.",
  notSignedIn: "Du är inte inloggad.",
  sessionExpired: "Din session har gått ut. Logga in igen.",
  mustChangePassword: "Du måste byta ditt engångslösenord innan du fortsätter.",
  // Change own password
  currentRequired: "Du måste ange ditt nuvarande lösenord.",
  newTooShort: "Det nya lösenordet måste vara minst 6 tecken långt.",
  newMismatch: "De nya lösenorden matchar inte.",
  newSameAsCurrent: "Det nya lösenordet måste vara annorlunda än det nuvarande.",
  currentWrong: "Nuvarande lösenord är felaktigt.",
  passwordUpdated: "Lösenordet har uppdaterats! Du förblir inloggad.",
  updateFailed: (reason: string) => `Kunde inte uppdatera lösenord: ${reason}`,
  passwordTooLong: "Lösenordet får vara högst 128 tecken långt.",
  // Reset by link
  resetInvalidLink: "Ogiltig eller utgången återställningslänk.",
  resetMismatch: "Lösenorden matchar inte.",
  resetTooShort: "Lösenordet måste vara minst 6 tecken långt.",
  resetFailed: "Fel vid uppdatering av lösenord.",
  resetSuccess: "Lösenordet har uppdaterats! Du omdirigeras till inloggning...",
  resetReady: "Du kan nu ange ett nytt lösenord.",
  resetRequested:
    "Om adressen finns registrerad har vi skickat en länk för att återställa lösenordet.",
  unexpected: "Ett oväntat fel inträffade.",
  // The shared review account's password belongs to all specialists; only an admin sets it.
  reviewPasswordByAdmin:
    "Granskningskontots lösenord delas av alla specialister och kan bara ändras av en administratör.",
} as const;
