import {
  BILAGA_ORDER,
  CERTIFICATE_KINDS,
  type CertificateKind,
  type FormKey,
  type FormRole,
  formFor,
  formsOfModel,
} from "../curriculum/certificate-forms";
import { type GoalDefinition, type GoalModel, ST_MODEL_LABELS } from "../curriculum/goal-models";
import { APPLICATION_MESSAGES as M } from "../messages/application";
import { activityRequirementsOf } from "./application-activities";
import { compareDates, type IsoDate, isIsoDate, parseDate } from "./dates";
import { formatDate } from "./display-dates";

/*
 * What stands between the doctor's certificates and a complete application for the specialist
 * certificate (issue 24), each gap with the page that fixes it. Rules never read the clock: the
 * caller passes `today`.
 */

export type ApplicationGapCode =
  | "form-missing"
  | "goal-not-covered"
  | "activity-kind-missing"
  | "goals-missing"
  | "goal-of-other-model"
  | "signer-missing"
  | "period-missing"
  | "period-outside-st"
  | "period-in-future";

/** The page that fixes a gap: the record's activities, the certificate, the blank forms (admin). */
export type ApplicationGapFix = "activities" | "certificate" | "forms" | "formalities";

export interface ApplicationGap {
  readonly code: ApplicationGapCode;
  /** A full Swedish sentence naming the goal, certificate or form. */
  readonly message: string;
  readonly goalId?: string;
  readonly certificateId?: string;
  readonly formKey?: FormKey;
  readonly fix: ApplicationGapFix;
}

export type ApplicationGoal = Pick<
  GoalDefinition,
  "id" | "title" | "recommendedActivities" | "activitiesAreAlternatives"
>;

export interface ApplicationCertificate {
  readonly id: string;
  readonly kind: CertificateKind;
  /** What the certificate is called, e.g. the rotation's name. */
  readonly title: string;
  readonly goalIds: readonly string[];
  /** ISO dates; anything else counts as no date. */
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
  readonly signer: Readonly<Record<"name" | "specialty" | "workplace", string>>;
}

export interface ApplicationInput {
  readonly model: GoalModel;
  /** The model's goals in catalogue order. */
  readonly goals: readonly ApplicationGoal[];
  readonly certificates: readonly ApplicationCertificate[];
  readonly stPeriod: { readonly start: IsoDate; readonly end: IsoDate } | null;
  readonly today: IsoDate;
  /** The forms the administrator has uploaded and not replaced. */
  readonly presentForms: readonly FormKey[];
}

/**
 * Every gap: the missing forms first (nothing can be printed without them), then the goals in
 * catalogue order, then each certificate's in input order. Linear in goals plus certificates
 * (and their goal ids).
 */
export function checkApplication(input: ApplicationInput): ApplicationGap[] {
  const modelGoalIds = new Set(input.goals.map((g) => g.id));
  return [
    ...formGaps(input),
    ...goalGaps(input),
    ...input.certificates.flatMap((c) => certificateGaps(c, input, modelGoalIds)),
  ];
}

type Target = Pick<ApplicationGap, "goalId" | "certificateId" | "formKey">;
const gap = (code: ApplicationGapCode, message: string, fix: ApplicationGapFix, target: Target) =>
  ({ code, message, ...target, fix }) satisfies ApplicationGap;

function isCertificateKind(role: FormRole): role is CertificateKind {
  return (CERTIFICATE_KINDS as readonly string[]).includes(role);
}

/** The summary forms are always needed; a certificate's form once a certificate of its kind exists. */
function formGaps(input: ApplicationInput): ApplicationGap[] {
  const kinds = new Set(input.certificates.map((c) => c.kind));
  const present = new Set(input.presentForms);
  return formsOfModel(input.model)
    .filter((f) => (!isCertificateKind(f.role) || kinds.has(f.role)) && !present.has(f.key))
    .map((f) => gap("form-missing", M.formMissing(f.name), "forms", { formKey: f.key }));
}

/**
 * A goal no certificate covers is one gap; a covered goal is one gap naming every requirement of
 * its catalogue entry that no certificate covering it meets.
 */
function goalGaps(input: ApplicationInput): ApplicationGap[] {
  const kindsByGoal = new Map<string, Set<CertificateKind>>();
  for (const certificate of input.certificates) {
    for (const goalId of certificate.goalIds) {
      const kinds = kindsByGoal.get(goalId) ?? new Set();
      kinds.add(certificate.kind);
      kindsByGoal.set(goalId, kinds);
    }
  }
  return input.goals.flatMap((goal) => {
    const name = M.goalName(goal.id, goal.title);
    const kinds = kindsByGoal.get(goal.id);
    if (!kinds)
      return [gap("goal-not-covered", M.goalNotCovered(name), "activities", { goalId: goal.id })];
    const unmet = activityRequirementsOf({ ...goal, model: input.model }).filter(
      (requirement) => !requirement.some((kind) => kinds.has(kind)),
    );
    if (unmet.length === 0) return [];
    const message = M.activityKindMissing(name, unmet);
    return [gap("activity-kind-missing", message, "activities", { goalId: goal.id })];
  });
}

function dateOrNull(value: string | null): IsoDate | null {
  return value !== null && isIsoDate(value) ? value : null;
}

/** Why a period from `first` to `last` lies outside the ST period, if it does. */
function outsideStMessage(
  name: string,
  first: IsoDate,
  last: IsoDate,
  st: ApplicationInput["stPeriod"],
) {
  if (!st) return undefined;
  const before = compareDates(first, st.start) < 0;
  const after = compareDates(last, st.end) > 0;
  const [from, to] = [formatDate(st.start), formatDate(st.end)];
  if (before && after) return M.periodAroundSt(name, from, to);
  if (before) return M.periodBeforeSt(name, from);
  return after ? M.periodAfterSt(name, to) : undefined;
}

/** A certificate's gaps in the order its form reads: goals, period, signer. */
function certificateGaps(
  certificate: ApplicationCertificate,
  input: ApplicationInput,
  modelGoalIds: ReadonlySet<string>,
): ApplicationGap[] {
  const name = M.certificateName(certificate.kind, certificate.title);
  const target = { certificateId: certificate.id };
  const gaps: ApplicationGap[] = [];
  if (certificate.goalIds.length === 0) {
    gaps.push(gap("goals-missing", M.goalsMissing(name), "activities", target));
  }
  for (const goalId of new Set(certificate.goalIds)) {
    if (modelGoalIds.has(goalId)) continue;
    const message = M.goalOfOtherModel(name, goalId, ST_MODEL_LABELS[input.model]);
    gaps.push(gap("goal-of-other-model", message, "activities", { ...target, goalId }));
  }

  const start = dateOrNull(certificate.periodStart);
  const end = dateOrNull(certificate.periodEnd);
  if (formFor(input.model, certificate.kind)?.hasPeriod && (!start || !end)) {
    gaps.push(gap("period-missing", M.periodMissing(name), "certificate", target));
  }
  // With one date known, it is both the first and the last day known.
  const first = start ?? end;
  const last = end ?? start;
  const outside = first && last ? outsideStMessage(name, first, last, input.stPeriod) : undefined;
  if (outside) gaps.push(gap("period-outside-st", outside, "certificate", target));
  if (last && compareDates(last, input.today) > 0) {
    gaps.push(
      gap("period-in-future", M.periodInFuture(name, formatDate(last)), "certificate", target),
    );
  }

  if (certificate.signer.name.trim() === "") {
    gaps.push(gap("signer-missing", M.signerMissing(name), "certificate", target));
  }
  return gaps;
}

export interface BilagaNumbers {
  /** The summary forms the list of bilagor numbers (the 2021 service list, the competence form). */
  readonly forms: ReadonlyMap<"service-list" | "competence", number>;
  readonly certificates: ReadonlyMap<string, number>;
}

/**
 * Each 'Bilaga nr' of the application's list of bilagor, in BILAGA_ORDER; certificates of one kind
 * keep the order the doctor gave them.
 */
export function bilagaNumbers(
  model: GoalModel,
  certificates: readonly Pick<ApplicationCertificate, "id" | "kind">[],
): BilagaNumbers {
  const byKind = new Map<CertificateKind, string[]>();
  for (const c of certificates) {
    const ids = byKind.get(c.kind) ?? [];
    ids.push(c.id);
    byKind.set(c.kind, ids);
  }
  const forms = new Map<"service-list" | "competence", number>();
  const numbered = new Map<string, number>();
  let next = 1;
  for (const entry of BILAGA_ORDER[model]) {
    if (entry === "service-list" || entry === "competence") forms.set(entry, next++);
    else for (const id of byKind.get(entry) ?? []) numbered.set(id, next++);
  }
  return { forms, certificates: numbered };
}

/** 'ååmmdd - ååmmdd', as the forms ask for a period: '240115 - 240630'. A month counts whole. */
export function formatFormPeriod(start: string, end: string): string {
  const short = (value: string, monthEnd: boolean) => {
    const { year, month, day } = parseDate(value, monthEnd);
    return [year % 100, month, day].map((n) => String(n).padStart(2, "0")).join("");
  };
  return `${short(start, false)} - ${short(end, true)}`;
}
