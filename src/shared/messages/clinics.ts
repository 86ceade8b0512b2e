/** Swedish texts for clinics and moving a doctor between them (issue 27). */
export const CLINIC_MESSAGES = {
  regionAdminOnly: "Endast en regionadministratör kan hantera kliniker.",
  moveNotAllowed:
    "Endast en regionadministratör eller en administratör för båda klinikerna kan flytta en ST-läkare.",
  clinicNotFound: "Kliniken finns inte.",
  nameRequired: "Ange klinikens namn.",
  nameTooLong: "Namnet får vara högst 100 tecken långt.",
  textInvalid: "Texten innehåller otillåtna tecken.",
  nameTaken: "Det finns redan en klinik med det namnet.",
  clinicIdInvalid: "Välj en klinik.",
  clinicsRequired: "Välj minst en klinik.",
  oneClinicForDoctor: "En ST-läkare tillhör exakt en klinik.",
  clinicOutsideYours: "Du kan bara välja kliniker som du själv tillhör.",
  moveInstead: "En ST-läkare byter klinik med 'Flytta till annan klinik'.",
  alreadyInClinic: "ST-läkaren tillhör redan den kliniken.",
  regionAdminFlagOnlyByRegionAdmin:
    "Endast en regionadministratör kan ändra vem som är regionadministratör.",
  clinicInUse:
    "Kliniken har användare och kan inte tas bort. Flytta dess ST-läkare och ge övriga användare en annan klinik först.",
  lastOwnClinic: "Du kan inte ta bort den enda klinik du själv tillhör.",
  deleted: "Kliniken är borttagen.",
} as const;
