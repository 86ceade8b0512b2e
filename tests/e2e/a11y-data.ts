import { type APIRequestContext, expect, request } from "@playwright/test";
import {
  canSeePage,
  DOCTOR_PAGES,
  GENERAL_PAGES,
  type PageId,
  ROLES,
  type Role,
} from "../../src/shared/roles";
import { E2E_BASE_URL } from "./e2e-env";
import {
  adminApi,
  createAccount,
  DEMO,
  DEMO_PASSWORD,
  ORIGIN,
  send,
  THIS_QUARTER,
  takeOverAccount,
} from "./fixtures";

/**
 * What the accessibility specs check and the record they check it on (decision 143). The pages of
 * each role come from src/shared/roles.ts, so a new page is checked without a change here.
 */

const isRecordPage = (page: PageId) => (DOCTOR_PAGES as readonly string[]).includes(page);

/** Every page a role sees, in the sidebar's order, the profile last. */
export function visiblePages(role: Role): PageId[] {
  return [...DOCTOR_PAGES, ...GENERAL_PAGES].filter((page) => canSeePage(role, page));
}

export interface PageCheck {
  page: PageId;
  /** The role whose visit checks it. */
  as: Role;
  /** `main`: only the page's own content; the shell around it is checked on the other pages. */
  scope: "page" | "main";
}

/**
 * The ST doctor's record pages read by a supervisor, director or administrator are the same
 * components as the doctor's own: checked once, by the supervisor, within the main content. Every
 * other page is checked by each role that sees it, since its content depends on the role.
 */
export function checkOf(role: Role, page: PageId): PageCheck {
  if (isRecordPage(page) && role !== "ST_DOCTOR") return { page, as: "SUPERVISOR", scope: "main" };
  return { page, as: role, scope: "page" };
}

/** The pages a role's visit checks. */
export function checksBy(role: Role): PageCheck[] {
  return ROLES.flatMap((r) => visiblePages(r).map((page) => checkOf(r, page)))
    .filter((check) => check.as === role)
    .filter((check, i, all) => all.findIndex((c) => c.page === check.page) === i);
}

/** The demo account of each role but the ST doctor, whose record the specs build. */
export const ACCOUNT_OF: Record<Exclude<Role, "ST_DOCTOR">, string> = {
  SUPERVISOR: DEMO.supervisor,
  DIRECTOR: DEMO.director,
  ADMIN: DEMO.admin,
  SPECIALIST: DEMO.specialist,
};

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;
const sessions = new Map<string, Promise<StorageState>>();

/** One sign-in per account for all the specs of a run; pages start from its cookies. */
export function sessionOf(email: string, password = DEMO_PASSWORD): Promise<StorageState> {
  let session = sessions.get(email);
  if (!session) {
    session = (async () => {
      const api = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: ORIGIN });
      const res = await api.post("/api/session/sign-in", { data: { email, password } });
      expect(res.status(), `sign-in of ${email}`).toBe(200);
      const state = await api.storageState();
      await api.dispose();
      return state;
    })();
    sessions.set(email, session);
  }
  return session;
}

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export interface A11yRecord {
  doctor: { id: string; email: string; displayName: string };
  /** The doctor's own session. */
  session: StorageState;
  examination: { id: string; name: string };
}

const month = (offset: number) => {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() + offset);
  return date.toISOString().slice(0, 7);
};
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function upload(
  api: APIRequestContext,
  doctorId: string,
  name: string,
  kind: string,
  itemId?: string,
) {
  const res = await api.post(`/api/st-doctors/${doctorId}/files`, {
    multipart: {
      kind,
      ...(itemId ? { itemId } : {}),
      file: { name, mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * A 2021 ST doctor two years in with one row of each kind, so every table, list and row dialog has
 * something in it: a goal done with a certificate and one planned, an examination planned, a
 * rotation, a course, a sit-in, a meeting, an absence, a credit, a development work, the ST
 * project and the contract, the activities with delmål (so 'Ansökan' has certificates and gaps),
 * and a structured assessment of STa1 and the examination.
 */
async function buildRecord(): Promise<A11yRecord> {
  const admin = await adminApi();
  const doctor = await createAccount(
    admin,
    "ST_DOCTOR",
    "Tove",
    `Tillgänglig${Date.now() % 100_000}`,
  );
  const api = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: ORIGIN });
  await takeOverAccount(api, doctor.email);
  const base = `/api/st-doctors/${doctor.id}`;
  const start = new Date();
  start.setFullYear(start.getFullYear() - 2);
  await send(api, "PUT", `${base}/formalities`, {
    version: 0,
    stModel: "2021",
    stStartDate: start.toISOString().slice(0, 10),
    stDurationMonths: 60,
    headOfDepartment: "Vera Lund",
    directorOfStudies: "Eva Ekström",
  });
  await send(api, "PUT", `${base}/goals/STa1`, { status: "completed", plannedQuarter: null });
  await send(api, "PUT", `${base}/goals/STa2`, { status: "planned", plannedQuarter: THIS_QUARTER });
  const { procedures } = await (await api.get("/api/catalog/procedures/in-use")).json();
  const examination = (procedures as { id: string; name: string; syncId: string | null }[]).find(
    (p) => !p.syncId,
  );
  if (!examination) throw new Error("the catalogue has no examination outside a sync group");
  await send(api, "PUT", `${base}/procedures/${examination.id}`, {
    status: "planned",
    plannedQuarter: THIS_QUARTER,
  });
  const records: [string, unknown][] = [
    [
      "rotation",
      { name: "Kardiologi", startDate: month(-3), endDate: month(-2), goalIds: ["STc7", "STa5"] },
    ],
    ["course", { name: "Strålskydd för läkare", date: day(30), status: "planned" }],
    [
      "sit-in",
      {
        topic: "Myokardskintigrafi",
        supervisor: "Karin Holm",
        date: day(-20),
        notes: "Tio fall.",
        goalIds: ["STc8"],
      },
    ],
    [
      "meeting",
      {
        topic: "Halvårsuppföljning",
        supervisor: "Karin Holm",
        date: day(-10),
        notes: "Plan.",
        agenda: "1. Kurser\n2. Randningar",
        // One overdue, one done later, one ahead: every state an action shows (issue 25).
        actions: [
          { what: "Anmäla sig till strålskyddskursen", owner: "ST-läkare", dueDate: day(-2) },
          { what: "Boka auskultation", owner: "Handledare", dueDate: day(20) },
        ],
      },
    ],
    // A later meeting, to which the open actions are carried.
    ["meeting", { topic: "Uppföljning", supervisor: "Karin Holm", date: day(-1), notes: "Kort." }],
    [
      "absence",
      { mode: "exact", startDate: day(-200), endDate: day(-190), description: "Sjukdom" },
    ],
    ["credit", { mode: "months", months: 3, description: "Vikariat" }],
    [
      "development",
      {
        title: "Säkrare remissflöde",
        description: "En checklista för indikationerna.",
        startDate: day(-120),
        endDate: day(-60),
        goalIds: ["STa2"],
      },
    ],
  ];
  for (const [type, data] of records) await send(api, "POST", `${base}/records/${type}`, data);
  await send(api, "PUT", `${base}/st-project`, {
    version: 0,
    topic: "Ergospirometri vid dyspné",
    supervisor: "Karin Holm",
    status: "in_progress",
    summary: "Registerstudie.",
    goalIds: ["STa3"],
  });
  // A structured assessment of her own, so its list, evidence and dialogs are there (issue 25).
  await send(api, "POST", `${base}/structured-assessments`, {
    kind: "mini-cex",
    date: day(-5),
    ratings: {
      history: 4,
      examination: 4,
      communication: 5,
      "clinical-judgement": 4,
      professionalism: 5,
      organisation: null,
      overall: 4,
    },
    caseDifficulty: "medium",
    strengths: "Strukturerad anamnes.",
    suggestions: "Sammanfatta för patienten.",
    assessorName: "Karin Holm",
    assessorRole: "main-supervisor",
    goalIds: ["STa1"],
    examinationIds: [examination.id],
  });
  // An IUP with an acknowledged revision and a draft, so its page shows a comparison (issue 25).
  const iupRevision = {
    revisionDate: day(-30),
    background: "AT i Lund.",
    goalsText: "Arbetsprov under våren.",
    goalIds: ["STa1"],
    assessmentText: "Mini-CEX varje månad.",
    followUpDates: [day(60)],
  };
  const { iup } = await send(api, "POST", `${base}/iup/revisions`, {
    ...iupRevision,
    basedOnRevisionId: null,
  });
  const first = iup.revisions[0];
  await send(api, "POST", `${base}/iup/revisions/${first.id}/acknowledgements`, {
    version: first.version,
  });
  await send(api, "POST", `${base}/iup/revisions`, {
    ...iupRevision,
    revisionDate: day(-1),
    assessmentText: "Mini-CEX och DOPS varje månad.",
    basedOnRevisionId: first.id,
  });
  await upload(api, doctor.id, "st-kontrakt.pdf", "contract");
  await upload(api, doctor.id, "intyg-sta1.pdf", "goal", "STa1");
  const session = await api.storageState();
  await api.dispose();
  await admin.dispose();
  return { doctor, session, examination };
}

let record: Promise<A11yRecord> | undefined;

/** The record, built once per run of the specs (a restarted worker builds another). */
export function a11yRecord(): Promise<A11yRecord> {
  record ??= buildRecord();
  return record;
}

/** An evaluation of the record's examination with one assessment, for the 'Statistik' tab. */
export async function addA11yEvaluation(admin: APIRequestContext, record: A11yRecord) {
  await send(admin, "POST", "/api/signing-rights/assessments", {
    procedureId: record.examination.id,
    stDoctorId: record.doctor.id,
    evaluationDate: day(-1),
    examinationId: "RIS-143",
    specialistName: "Dr Tillgänglig",
    evaluationResult: "minor_changes",
    caseDifficulty: "medium",
    stDoctorConfidence: "would_sign",
    comments: "Bedömning för tillgänglighetskontrollen.",
  });
}

/**
 * Removes every evaluation of the record's doctor: the signing-rights specs expect no specialist
 * names they did not write.
 */
export async function removeA11yRecordEvaluations(admin: APIRequestContext, doctorId: string) {
  const list = await admin.get("/api/signing-rights/evaluations");
  const { evaluations } = (await list.json()) as {
    evaluations: { id: string; stDoctor: { id: string } }[];
  };
  for (const evaluation of evaluations.filter((e) => e.stDoctor.id === doctorId)) {
    const res = await admin.delete(`/api/signing-rights/evaluations/${evaluation.id}`);
    expect(res.status()).toBeLessThan(300);
  }
}
