/*
 * The demo clinic's signing-rights evaluations as compact patterns (decision 135); the builder in
 * demo-signing-rights.ts turns them into dated rows. One letter per assessment, oldest first.
 */

/** The specialists who assess; only Sara Sjöberg has an account of her own, the rest use 'Granskning'. */
export const DEMO_SPECIALISTS = [
  "Sara Sjöberg",
  "Johan Lundgren",
  "Helena Forsberg",
  "Mikael Åström",
  "Ingrid Wallin",
] as const;

export interface SigningRightsSeed {
  doctor: string;
  procedureType: string;
  /** The x-ray program's prefix of the examination numbers. */
  prefix: string;
  /** Days before the seeding day of the first and the last assessment. */
  span: [number, number];
  /** One letter per assessment, oldest first: n no changes, m minor changes, M major changes. */
  results: string;
  /** s would sign, d would discuss. */
  confidence: string;
  /** e easy, m medium, h hard. */
  difficulty: string;
  /** Indexes into DEMO_SPECIALISTS, taken in turn. */
  specialists: number[];
  comments: Record<number, string>;
  closed?: { daysAgo: number; decision?: { daysAgo: number; notes: string } };
}

export const SIGNING_RIGHTS_SEEDS: SigningRightsSeed[] = [
  {
    doctor: "st2015@demo.local",
    procedureType: "c4-mps",
    prefix: "NM",
    span: [232, 150],
    results: "nmnnMnnmnnnn",
    confidence: "ddsdssssssss",
    difficulty: "emmhemmhmemh",
    specialists: [0, 1, 3],
    comments: {
      0: "Korrekt bedömd normal undersökning. Tydligt svar till remittenten.",
      1: "Lätt ischemi inferiort rätt sedd; slutsatsen formulerades om något.",
      4: "Attenuationsartefakt tolkades som infarkt; svaret skrevs om.",
      7: "Bra jämförelse med föregående undersökning, små språkliga ändringar.",
      11: "Självständig och välstrukturerad bedömning.",
    },
    closed: {
      daysAgo: 143,
      decision: {
        daysAgo: 140,
        notes:
          "Godkänd för självständig signering av myokardperfusionsscintigrafi. Stickprov granskas den första månaden.",
      },
    },
  },
  {
    doctor: "st2015@demo.local",
    procedureType: "c7-tte",
    prefix: "EKO",
    span: [84, 3],
    results: "nmnMnnmnnMnnnm",
    confidence: "dsddsssdsssdss",
    difficulty: "mmehmhmemhmmhe",
    specialists: [2, 0, 4],
    comments: {
      0: "Komplett undersökning, välformulerat svar.",
      1: "Kompletterade med mått på högerkammarens funktion (TAPSE).",
      3: "Underskattade aortastenosens svårighetsgrad; ändrades till medelsvår stenos.",
      9: "Perikardvätska missades; svaret kompletterades och remittenten kontaktades.",
      12: "Diastolisk funktion bedömd enligt riktlinjerna. Inga ändringar.",
    },
  },
  {
    doctor: "st2021a@demo.local",
    procedureType: "c5-langtids-ekg",
    prefix: "EKG",
    span: [58, 4],
    results: "nMnmnnMnm",
    confidence: "ddsdsdsds",
    difficulty: "emmhemhme",
    specialists: [1, 4],
    comments: {
      1: "Paroxysmalt förmaksflimmer under andra dygnet missades; svaret skrevs om.",
      3: "Kompletterade med jämförelse mellan symtomdagbok och rytm.",
      6: "AV-block II (Mobitz I) nattetid tolkades som artefakt; ändrades.",
      8: "God översikt, mindre språkliga justeringar.",
    },
  },
  {
    doctor: "st2021a@demo.local",
    procedureType: "c10-karotis",
    prefix: "ULJ",
    span: [115, 32],
    results: "nnmnnMnnmnn",
    confidence: "dsdsssssdss",
    difficulty: "mehmmhemmhe",
    specialists: [0, 3, 2],
    comments: {
      2: "Stenosgraden rätt bedömd; kompletterade med plackets utseende.",
      5: "Fel vinkelkorrektion vid flödesmätningen; stenosgraden ändrades från måttlig till hög.",
      10: "Välstrukturerat svar med rätt gradering enligt konsensuskriterierna.",
    },
    closed: { daysAgo: 20 },
  },
  {
    doctor: "st2021b@demo.local",
    procedureType: "c6-arbetsprov",
    prefix: "AP",
    span: [45, 2],
    results: "MnMmMnM",
    confidence: "dddsddd",
    difficulty: "emmhmem",
    specialists: [4, 1],
    comments: {
      0: "Blodtrycksreaktionen vägdes inte in i ischemibedömningen; svaret skrevs om.",
      2: "ST-sänkningar i återhämtningsfasen missades.",
      4: "Arbetsförmågan jämfördes inte med referensvärden; slutsatsen ändrades.",
      5: "Korrekt bedömning av ett normalt arbetsprov.",
    },
  },
];
