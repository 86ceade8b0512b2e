/**
 * Swedish texts of the sign-in through the region's identity provider (decisions 243–248). Only the
 * server uses them (its pages and answers), so the login page's bundle does not carry them.
 */
export const PROVIDER_MESSAGES = {
  noAccount: (who: string) => `Det finns inget konto för ${who}. Kontakta administratören.`,
  failed: "Inloggningen kunde inte slutföras. Försök igen från inloggningssidan.",
  unavailable:
    "Identitetsleverantören kan inte nås just nu. Försök igen om en stund eller kontakta administratören.",
  notConfigured: "Inloggning via identitetsleverantör är inte konfigurerad.",
  refusedTitle: "Inloggningen nekades",
  backToLogin: "Tillbaka till inloggning",
  passwordSignInOff: "Inloggning med lösenord är avstängd. Använd inloggningsknappen ovanför.",
  passwordSignInAdminsOnly:
    "Inloggning med lösenord är bara öppen för administratörer. Använd inloggningsknappen ovanför.",
} as const;
