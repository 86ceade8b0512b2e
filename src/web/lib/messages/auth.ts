/** Web-only texts of the sign-in, reset and password screens (spec sections 2, 5 and 8). */
export const AUTH_UI_MESSAGES = {
  loginTitle: "Logga in",
  loginIntro: "Välkommen till ST-portalen.",
  tabNormal: "Normal inloggning",
  tabReview: "Granskning",
  email: "E-postadress",
  emailPlaceholder: "namn@region.se",
  password: "Lösenord",
  submit: "Logga in",
  submitting: "Loggar in...",
  gdprTitle: "Integritet och GDPR",
  gdprText:
    "Personuppgifter i portalen behandlas enligt dataskyddsförordningen (GDPR) och används endast för att dokumentera och följa upp ST-utbildningen. Logga inte in på en delad dator utan att logga ut efteråt.",
  reviewNote:
    "Granskningsinloggningen är till för specialistläkare som bedömer signeringsrätt. Du loggar in med det gemensamma specialistkontot och behöver bara ange dess lösenord.",
  contactAdmin: "Kontakta administratören för att få ett konto skapat.",
  forgotLink: "Glömt lösenordet?",
  forgotTitle: "Återställ lösenord",
  forgotIntro: "Ange din e-postadress så skickar vi en länk för att välja ett nytt lösenord.",
  forgotSubmit: "Skicka länk",
  forgotSubmitting: "Skickar...",
  backToLoginForm: "Tillbaka till inloggningen",
  backToStart: "Till startsidan",
  // Reset by link
  resetTitleValid: "Ange Nytt Lösenord",
  resetTitleInvalid: "Återställ Lösenord",
  newPassword: "Nytt lösenord",
  confirmPassword: "Bekräfta nytt lösenord",
  resetSubmit: "Spara nytt lösenord",
  resetSubmitting: "Sparar...",
  backToLogin: "Tillbaka till inloggning",
  checkingLink: "Kontrollerar länken...",
  // Change own password
  changeTitle: "Byt lösenord",
  currentPassword: "Nuvarande lösenord",
  changeSubmit: "Byt lösenord",
  changeSubmitting: "Sparar...",
  forcedIntro: "Välj ett eget lösenord som bara du känner till.",
  logout: "Logga ut",
  unsavedTextLost: "Det du höll på att skriva i ett formulär hann inte sparas.",
  /** After the changes a session that ended cut off, each named (decision 159). */
  lostChangesKept: (count: number) =>
    count === 1
      ? "Du kan skicka den igen när du har loggat in."
      : "Du kan skicka dem igen när du har loggat in.",
} as const;
