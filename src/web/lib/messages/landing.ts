/** Texts of the public landing page (spec section 2, 'Landing page'). */
export const LANDING_MESSAGES = {
  productName: "ST-portalen",
  subtitle: "ST-training platform",
  login: "Logga in",
  heroTitle: "Moderniserad ST-utbildning för framtiden",
  heroText:
    "Planera, dokumentera och följ upp hela specialiseringstjänstgöringen i klinisk fysiologi och nuklearmedicin – från första dagen till specialistbeviset.",
  heroCta: "Logga in i portalen",
  featuresTitle: "Allt för ST-utbildningen på ett ställe",
  features: [
    {
      key: "goals",
      title: "Målhantering",
      text: "Följ delmålen i din ST-målbeskrivning och planera när de ska uppnås, kvartal för kvartal.",
    },
    {
      key: "assessments",
      title: "Bedömningar",
      text: "Registrera sit-ins, handledarträffar och bedömningar så att utvecklingen blir synlig.",
    },
    {
      key: "signing",
      title: "Signeringsrätt",
      text: "Bedöm signeringsrätt med kvalitetsindikatorer och justerbara trösklar för varje undersökning.",
    },
    {
      key: "rotations",
      title: "Randningar",
      text: "Planera och dokumentera randningar på andra kliniker med start, slut och intyg.",
    },
    {
      key: "courses",
      title: "Kurser",
      text: "Håll ordning på kurser och konferenser, planerade som genomförda.",
    },
    {
      key: "certificates",
      title: "Certifikat",
      text: "Ladda upp intyg och samla dem på ett ställe inför ansökan om specialistbevis.",
    },
  ],
  strip: [
    { key: "digital", value: "100%", label: "Digital process" },
    { key: "available", value: "24/7", label: "Tillgänglighet" },
    { key: "secure", value: "Säker", label: "Dataskydd" },
  ],
  stripLabel: "Fördelar",
  ctaTitle: "Redo att komma igång?",
  ctaText:
    "Logga in för att se din utbildningsplan. Konton skapas av administratören eller studierektorn.",
  ctaButton: "Logga in",
  footerCopyright: "© 2024 ST-portalen. Alla rättigheter förbehållna.",
  footerContact: "Utvecklare och kontakt:",
  footerContactEmail: "utveckling@st-portalen.se",
} as const;
