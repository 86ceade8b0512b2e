import { type FormKey, formFor, formInfo } from "../../../shared/curriculum/certificate-forms";
import type { GoalModel } from "../../../shared/curriculum/goal-models";
import {
  type BilagaNumbers,
  formatFormPeriod,
} from "../../../shared/rules/application-completeness";
import { daysBetween } from "../../../shared/rules/dates";
import type { TApplication, TApplicationCertificate } from "../../../shared/schemas/application";
import type { FormValues, ServiceRow } from "./forms/fill-form";
import { FORM_DEFINITIONS, slotsOf, type TextSlot } from "./forms/form-definitions";

/*
 * What goes into each form of an application: the applicant, the certificate and the numbers of
 * the list of bilagor, only in the slots the form has (a value for a field the form lacks is an
 * error of the filler's).
 */

export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed for this application; never stored (decision 197). */
  personnummer: string;
  headOfDepartment: string;
}

export interface FormJob {
  key: FormKey;
  /** The file's name in the ZIP: '03 Bilaga 8 Auskultation Gastrofysiologi.pdf'. */
  fileName: string;
  /** For the list of bilagor: its number ('' for the application), the form and what it covers. */
  bilagaNr: string;
  formName: string;
  covers: string;
  /** How an error names the certificate: 'Bilaga 9 — … (2021): Nuklearmedicin'. */
  title: string;
  values: FormValues;
}

function only(
  key: FormKey,
  values: Partial<Record<TextSlot, string>>,
): Partial<Record<TextSlot, string>> {
  const slots = slotsOf(FORM_DEFINITIONS[key]);
  return Object.fromEntries(Object.entries(values).filter(([slot]) => slots.has(slot as TextSlot)));
}

function applicantValues(application: TApplication, applicant: Applicant) {
  return {
    lastName: applicant.lastName,
    firstName: applicant.firstName,
    personnummer: applicant.personnummer,
    specialty: application.specialty,
    email: applicant.email,
  };
}

/** Months at full time of a period, one decimal with a comma, as Swedish forms write it. */
function monthsOf(start: string, end: string): number {
  return Math.round(((daysBetween(start, end) + 1) / (365.25 / 12)) * 10) / 10;
}
const swedishNumber = (n: number) => n.toFixed(1).replace(".", ",");

function certificateJob(
  application: TApplication,
  applicant: Applicant,
  c: TApplicationCertificate,
): FormJob {
  const info = formInfo(c.formKey);
  const period =
    info.hasPeriod && c.periodStart && c.periodEnd
      ? formatFormPeriod(c.periodStart, c.periodEnd)
      : "";
  const values = only(c.formKey, {
    ...applicantValues(application, applicant),
    goals: c.goalIds.join(" "),
    place: c.place,
    subject: c.place,
    period,
    description: c.description,
    assessment: c.assessment,
    signerName: c.signer.name,
    signerSpecialty: c.signer.specialty,
    signerWorkplace: c.signer.workplace,
    courseLeader: c.signer.role === "course-leader" ? c.signer.name : "",
    bilagaNr: String(c.bilagaNr),
  });
  const definition = FORM_DEFINITIONS[c.formKey];
  return {
    key: c.formKey,
    fileName: fileName(c.bilagaNr, info.name, c.place),
    bilagaNr: String(c.bilagaNr),
    formName: info.name,
    covers: [c.place, period].filter((part) => part !== "").join(", "),
    title: `${info.name}: ${c.place}`,
    values: definition.signerRole ? { ...values, signerRole: c.signer.role } : values,
  };
}

const fileName = (nr: number, formName: string, what: string) =>
  `${String(nr).padStart(2, "0")} ${formName.split(" — ")[0]} ${what}`
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100)
    .concat(".pdf");

/** Every bilaga number of a kind, as the list writes them: '3, 4, 5'. */
function numbersOf(application: TApplication, kind: TApplicationCertificate["kind"]) {
  return application.certificates
    .filter((c) => c.kind === kind)
    .map((c) => c.bilagaNr)
    .join(", ");
}

/** One certificate's form, for its signer. */
export function certificateFormJob(
  application: TApplication,
  applicant: Applicant,
  certificate: TApplicationCertificate,
): FormJob {
  return certificateJob(application, applicant, certificate);
}

/** The whole application: the summary forms first, then every certificate in bilaga order. */
export function applicationFormJobs(
  model: GoalModel,
  application: TApplication,
  applicant: Applicant,
  numbers: BilagaNumbers,
): FormJob[] {
  const jobs: FormJob[] = [];
  const person = applicantValues(application, applicant);
  const clinical = application.certificates.filter(
    (c) => c.kind === "clinical" && c.periodStart && c.periodEnd,
  );
  const serviceRows: ServiceRow[] = clinical.map((c) => ({
    place: c.place,
    period: formatFormPeriod(c.periodStart as string, c.periodEnd as string),
    percent: "100",
    months: swedishNumber(monthsOf(c.periodStart as string, c.periodEnd as string)),
  }));
  const monthsTotal = swedishNumber(
    clinical.reduce((sum, c) => sum + monthsOf(c.periodStart as string, c.periodEnd as string), 0),
  );
  const bilagor = {
    "service-list": numbers.forms.get("service-list")?.toString() ?? "",
    competence: numbers.forms.get("competence")?.toString() ?? "",
    auskultation: numbersOf(application, "auskultation"),
    clinical: numbersOf(application, "clinical"),
    course: numbersOf(application, "course"),
    development: numbersOf(application, "development"),
    scientific: numbersOf(application, "scientific"),
  };
  const applicationForm = formFor(model, "application");
  if (applicationForm) {
    const onApplication = FORM_DEFINITIONS[applicationForm.key].serviceList !== undefined;
    jobs.push({
      key: applicationForm.key,
      fileName: fileName(0, applicationForm.name, "Ansökan"),
      bilagaNr: "",
      formName: applicationForm.name,
      covers: "",
      title: applicationForm.name,
      values: {
        ...only(applicationForm.key, { ...person, monthsTotal }),
        bilagor,
        ...(onApplication ? { serviceRows } : {}),
      },
    });
  }
  const serviceList = formFor(model, "service-list");
  const serviceNr = numbers.forms.get("service-list");
  if (serviceList && serviceNr !== undefined) {
    jobs.push({
      key: serviceList.key,
      fileName: fileName(serviceNr, serviceList.name, "Tjänstgöringslista"),
      bilagaNr: String(serviceNr),
      formName: serviceList.name,
      covers: "",
      title: serviceList.name,
      values: {
        ...only(serviceList.key, {
          ...person,
          monthsTotal,
          signerName: applicant.headOfDepartment,
          bilagaNr: String(serviceNr),
        }),
        serviceRows,
      },
    });
  }
  const competence = formFor(model, "competence");
  const competenceNr = numbers.forms.get("competence");
  if (competence && competenceNr !== undefined) {
    jobs.push({
      key: competence.key,
      fileName: fileName(competenceNr, competence.name, "Uppnådd specialistkompetens"),
      bilagaNr: String(competenceNr),
      formName: competence.name,
      covers: "",
      title: competence.name,
      values: only(competence.key, { ...person, bilagaNr: String(competenceNr) }),
    });
  }
  for (const c of application.certificates) jobs.push(certificateJob(application, applicant, c));
  return jobs;
}
