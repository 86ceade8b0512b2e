/*
 * The rows of the two service lists ('tjänsteförteckning'): 2021 Bilaga 6 and the list inside the
 * 2015 application (Bilaga 1). Their field names are a column prefix and a row suffix, spelled as
 * Socialstyrelsen's PDFs spell them (hyphenation leftovers like 'omfatt ning' included).
 */

/** The four fields of one row of a service list. */
export interface ServiceRowFields {
  readonly place: string;
  readonly period: string;
  readonly percent: string;
  readonly months: string;
}

export interface ServiceListFields {
  /** In the order they are printed: page by page, top to bottom. */
  readonly rows: readonly ServiceRowFields[];
  /** The months column's 'Summa'. */
  readonly sum: string;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

function serviceList(columns: ServiceRowFields, suffixes: readonly string[]): ServiceListFields {
  return {
    rows: suffixes.map((suffix) => ({
      place: columns.place + suffix,
      period: columns.period + suffix,
      percent: columns.percent + suffix,
      months: columns.months + suffix,
    })),
    sum: `${columns.months}Summa`,
  };
}

/**
 * 2021 Bilaga 6: Row1–Row19 fill page 1, Row1_2–Row19_2 and then Row20 fill page 2 (checked by
 * the widgets' positions in the published PDF): 39 rows.
 */
export const SERVICE_LIST_2021 = serviceList(
  {
    place: "Tjänstgöringsställe sjukhus klinik enhet eller annan specificering",
    period: "Period ååmmddååmmdd",
    percent: "Tjänstgöringens omfatt ning i procent av heltid",
    months: "Tjänstgöringens omfatt ning omräknad till månader på heltid",
  },
  [...range(1, 19).map((n) => `Row${n}`), ...range(1, 19).map((n) => `Row${n}_2`), "Row20"],
);

/** 2015 Bilaga 1, page 2: Row1–Row33 top to bottom. */
export const SERVICE_LIST_2015 = serviceList(
  {
    place: "Tjänstgöringsställe Sjukhus klinik enhet eller annan specificering",
    period: "Period ååmmdd  ååmmdd",
    percent: "Tjänstgöringens omfattning i pro cent av heltid",
    months: "Tjänstgöringens omfattning om räknad till måna der på heltid",
  },
  range(1, 33).map((n) => `Row${n}`),
);

/** Every field name of a service list, for a form's signature. */
export function serviceListFieldNames(list: ServiceListFields): string[] {
  return [...list.rows.flatMap((r) => [r.place, r.period, r.percent, r.months]), list.sum];
}

/** 'Land_2' … 'Land_7': the numbered copies of a field name. */
export function numbered(name: string, from: number, to: number): string[] {
  return range(from, to).map((n) => `${name}_${n}`);
}
