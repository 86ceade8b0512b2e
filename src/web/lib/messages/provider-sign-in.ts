/** The login page's text about the region's identity provider (decision 246). */
export const PROVIDER_UI_MESSAGES = {
  adminsOnlyNote:
    "Inloggning med lösenord är bara öppen för administratörer. Övriga loggar in med knappen ovanför.",
};
