/** A doctor's specialty and the specialty of a catalogue entry (issue 27). */
export const SPECIALTY_MESSAGES = {
  specialtyLocked:
    "Specialiteten kan inte ändras eftersom det finns registrerade aktiviteter. Den följer delmålen och undersökningarna som redan är registrerade.",
  specialtyChangeNotAllowed:
    "Endast ST-läkaren själv, studierektor eller administratör kan välja specialitet.",
  specialtyInvalid: "Välj en specialitet: klinisk fysiologi eller nuklearmedicin.",
  specialtyUnknown: "Okänd specialitet: välj klinisk fysiologi eller nuklearmedicin.",
  importContentRequired: "Välj en JSON-fil att importera.",
  importContentTooLarge: "Filen är för stor (högst 1 MB).",
} as const;
