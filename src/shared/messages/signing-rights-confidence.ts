/** Swedish texts for how sure the signing-rights statistics are (decisions 223–226). */
export const CONFIDENCE_MESSAGES = {
  /** The wording: '12 bedömningar, 92 % utan större ändringar (95 % KI 65–99 %)'. */
  successSummary: (n: number, rate: string, interval: string) =>
    `${n} bedömningar, ${rate} utan större ändringar (95 % KI ${interval})`,
  interval: (interval: string) => `95 % KI ${interval}`,
  majorShare: (rate: string, interval: string) =>
    `${rate} med större ändringar (95 % KI ${interval})`,
  certaintyHeading: "Säkerhet",
  certainty: {
    confident: "Säkert över tröskeln",
    uncertain: "Ännu osäkert",
  },
  lowerBound: (lower: string, threshold: string) =>
    `Nedre gränsen i 95 % KI är ${lower}; tröskeln är ${threshold}.`,
  extraAtRate: (m: number, rate: string) =>
    `${m} bedömningar till i nuvarande takt (${rate} utan större ändringar) skulle lyfta den nedre gränsen till tröskeln.`,
  neverAtRate: (rate: string) =>
    `I nuvarande takt (${rate} utan större ändringar) når den nedre gränsen inte tröskeln.`,
  extraWithoutChanges: (m: number) =>
    `${m} bedömningar till i rad utan större ändringar skulle lyfta den nedre gränsen till tröskeln.`,
  moreThan: (cap: number) => `Fler än ${cap} bedömningar till behövs för att nå tröskeln.`,
  curveTitle: "Inlärningskurva",
  curveDescription:
    "Andel utan större ändringar bland de senaste 10 bedömningarna (alla när de är färre), i datumordning, med 95 % konfidensintervall.",
  curveSeries: "Utan större ändringar",
  curveBand: "95 % KI",
  curveColumns: {
    index: "Bedömning nr",
    date: "Datum",
    window: "Bedömningar i fönstret",
    rate: "Utan större ändringar",
    interval: "95 % KI",
  },
  trendHeading: "Trend, senaste 20",
  trend: {
    improving: "Förbättras",
    stable: "Stabil",
    worsening: "Försämras",
    too_few: "För få bedömningar för en trend",
  },
  trendHalves: (earlier: string, later: string) =>
    `Äldre hälften ${earlier}, nyare hälften ${later} utan större ändringar.`,
  trendRule:
    "De senaste 20 bedömningarna delas i en äldre och en nyare hälft. Skiljer andelen utan större ändringar 20 procentenheter eller mer räknas det som förbättring eller försämring, annars som stabilt. Under 10 bedömningar anges ingen trend.",
  calibrationTitle: "Bedömarnas kalibrering",
  calibrationDescription:
    "Andel större ändringar per specialist, jämfört med kollegornas bedömningar av samma ST-läkare. Specialister med färre än 5 bedömningar redovisas tillsammans.",
  calibrationEmpty: "Inga bedömningar med specialistens namn än.",
  calibrationFailed: "Kunde inte ladda bedömarnas kalibrering",
  calibrationGroup: (specialists: number) =>
    `Övriga (${specialists} specialister med färre än 5 bedömningar)`,
  calibrationColumns: {
    name: "Specialist",
    assessments: "Bedömningar",
    doctors: "ST-läkare",
    own: "Större ändringar (95 % KI)",
    colleagues: "Kollegor, samma ST-läkare (95 % KI)",
  },
  shareOf: (rate: string, interval: string, k: number, n: number) =>
    `${rate} (${interval}), ${k} av ${n}`,
  noColleagues: "Inga kollegors bedömningar",
  exportCsv: "Exportera bedömningar (CSV)",
  csvFileName: (date: string) => `signeringsratt-bedomningar-${date}.csv`,
  csvColumns: {
    date: "Bedömningsdatum",
    examinationId: "Undersöknings-ID",
    specialist: "Specialist",
    result: "Resultat",
    difficulty: "Svårighetsgrad",
    confidence: "ST-läkarens säkerhet",
    overall: "Helhetsbedömning",
    comments: "Kommentarer",
    saved: "Sparad",
  },
} as const;
