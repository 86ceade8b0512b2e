import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../scripts/all-routes";
import { dbFingerprint } from "../../tests/fixtures/db-fingerprint";
import {
  createTestApp,
  DEFAULT_CLINIC_ID,
  type TestApp,
  type TestClient,
} from "../../tests/fixtures/test-app";
import { EARLY_WARNING_MESSAGES } from "../shared/messages/early-warnings";
import { USER_MESSAGES } from "../shared/messages/users";
import { ROLES, type Role } from "../shared/roles";
import { clinics, users } from "./db/schema";
import { summarizePermission } from "./route-permission";

/**
 * Every signed-in API route, for each of the five roles and for a signed-out visitor: the allowed
 * get 2xx, the rest 401/403 and the database (and outbox) are exactly as before. The cases are keyed
 * by the app's own route keys, and a test below fails when a route has no case.
 */
type Who = Role | "SIGNED_OUT";
const EVERYONE: Who[] = [...ROLES, "SIGNED_OUT"];
const SIGNED_IN: Who[] = [...ROLES];

interface Fixture {
  doctorId: string;
  supervisorId: string;
  /** A clinic the doctor is not in (for a move). */
  otherClinicId: string;
  ownPassword: string;
  /** What `prepare` made (an item's id and version, an uploaded file's id). */
  itemId: string;
  version: number;
}

interface RouteCase {
  allowed: Who[];
  /** Makes what the call needs, as an administrator, before the snapshot is taken. */
  prepare?(admin: TestClient, doctorId: string): Promise<{ itemId: string; version?: number }>;
  call(client: TestClient, f: Fixture): Promise<Response>;
  /** What an allowed caller gets when it is not a 2xx (a request refused for its content). */
  allowedStatus?: number;
  /** What a caller of another clinic gets when it is not a 4xx: a list answered empty. */
  otherClinicStatus?: number;
}

const FOLLOWERS: Who[] = ["SUPERVISOR", "DIRECTOR", "ADMIN"];

/** The public routes: answered without a session, so not part of the role matrix. */
const PUBLIC_ROUTES = new Set([
  "GET /api/health",
  "GET /api/health/live",
  "POST /api/session/sign-in",
  "POST /api/session/review-sign-in",
  "POST /api/session/sign-out",
  "GET /api/session/sign-in-options",
  // The identity provider's steps: 404 without one (provider-sign-in.test.ts).
  "GET /api/session/oidc/start",
  "GET /api/session/oidc/callback",
  "POST /api/password-reset/request",
  "GET /api/password-reset/status",
  "POST /api/password-reset/confirm",
  // The calendar feed: its secret address is the credential (calendar.test.ts).
  "GET /api/calendar/{file}",
  "GET /api/openapi.json",
  // The link page: the token is the credential (assessment-links.test.ts).
  "POST /api/assessment-links/open",
  "POST /api/assessment-links/answer",
]);

const RECORD_BODIES = {
  rotation: { name: "Klinisk fysiologi", startDate: "2025-01", endDate: "2025-03" },
  course: { name: "Kurs", date: "2025-02-01", status: "planned" },
  "sit-in": { topic: "Ämne", supervisor: "Handledare", date: "2025-01-01", notes: "N" },
  meeting: { date: "2025-01-01", topic: "T", supervisor: "S", notes: "N" },
  absence: { mode: "exact", startDate: "2025-03-01", endDate: "2025-03-05", description: "Sjuk" },
  credit: { mode: "exact", startDate: "2024-01-01", endDate: "2024-01-10", description: "Tjänst" },
  development: {
    title: "Remissflöde",
    description: "Ny rutin",
    startDate: "2025-01-01",
    endDate: "2025-02-01",
  },
} as const;

const IUP_REVISION = {
  revisionDate: "2026-01-15",
  background: "Bakgrund",
  goalIds: [],
  examinationIds: [],
  activityLinks: [],
  otherSupervisorNames: [],
  followUpDates: ["2026-06-01"],
  basedOnRevisionId: null,
};

async function iupRevisionOf(admin: TestClient, doctorId: string) {
  const { iup } = await answered(
    await admin.post(`/api/st-doctors/${doctorId}/iup/revisions`, IUP_REVISION),
  );
  return { itemId: iup.revisions[0].id as string, version: iup.revisions[0].version as number };
}

async function answered(res: Response) {
  if (res.status >= 300) throw new Error(`prepare: ${res.status} ${await res.text()}`);
  return res.json();
}

function recordCases(type: keyof typeof RECORD_BODIES): Record<string, RouteCase> {
  const base = `/api/st-doctors/{doctorId}/records/${type}`;
  const prepare = async (admin: TestClient, doctorId: string) => {
    const { record } = await answered(
      await admin.post(`/api/st-doctors/${doctorId}/records/${type}`, RECORD_BODIES[type]),
    );
    return { itemId: record.id as string, version: record.version as number };
  };
  return {
    [`POST ${base}`]: {
      allowed: FOLLOWERS,
      call: (c, f) => c.post(`/api/st-doctors/${f.doctorId}/records/${type}`, RECORD_BODIES[type]),
    },
    [`PUT ${base}/{recordId}`]: {
      allowed: FOLLOWERS,
      prepare,
      call: (c, f) =>
        c.put(`/api/st-doctors/${f.doctorId}/records/${type}/${f.itemId}`, {
          ...RECORD_BODIES[type],
          version: f.version,
        }),
    },
    [`DELETE ${base}/{recordId}`]: {
      allowed: FOLLOWERS,
      prepare,
      call: (c, f) => c.delete(`/api/st-doctors/${f.doctorId}/records/${type}/${f.itemId}`),
    },
  };
}

const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

function certificateForm(kind: string, itemId: string) {
  const form = new FormData();
  form.append("kind", kind);
  if (itemId) form.append("itemId", itemId);
  form.append("file", new Blob([PDF], { type: "application/pdf" }), "intyg.pdf");
  return form;
}

async function uploadAsAdmin(admin: TestClient, doctorId: string, kind: string, itemId: string) {
  const { file } = await answered(
    await admin.upload(`/api/st-doctors/${doctorId}/files`, certificateForm(kind, itemId)),
  );
  return { itemId: file.id as string };
}

const SIGNING_RIGHTS_USERS: Who[] = ["SPECIALIST", ...FOLLOWERS];

function assessmentFor(doctorId: string) {
  return {
    procedureId: "c4-mps",
    stDoctorId: doctorId,
    evaluationDate: "2025-01-15",
    specialistName: "Dr Matris",
    evaluationResult: "no_changes",
    caseDifficulty: "medium",
    stDoctorConfidence: "would_sign",
  };
}

/** An evaluation of the doctor with one assessment, closed ('Klar') when `closed`. */
function evaluationOf(closed: boolean) {
  return async (admin: TestClient, doctorId: string) => {
    const { evaluation } = await answered(
      await admin.post("/api/signing-rights/assessments", assessmentFor(doctorId)),
    );
    if (closed) {
      await answered(
        await admin.post(`/api/signing-rights/evaluations/${evaluation.id}/status`, {
          status: "completed",
        }),
      );
    }
    return { itemId: evaluation.id as string };
  };
}

/** A Mini-CEX with every domain rated, linked to a 2021 goal (the fixture's doctor is on 2021). */
const MINI_CEX = {
  kind: "mini-cex",
  date: "2025-02-01",
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
  assessorName: "Dr Matris",
  assessorRole: "supervisor",
  goalIds: ["STc1"],
};

async function structuredAssessmentOf(admin: TestClient, doctorId: string) {
  const { assessment } = await answered(
    await admin.post(`/api/st-doctors/${doctorId}/structured-assessments`, MINI_CEX),
  );
  return { itemId: assessment.id as string, version: assessment.version as number };
}

const ROUTES: Record<string, RouteCase> = {
  "GET /api/session": { allowed: SIGNED_IN, call: (c) => c.get("/api/session") },
  "POST /api/session/password": {
    allowed: SIGNED_IN,
    call: (c, f) =>
      c.post("/api/session/password", {
        currentPassword: f.ownPassword,
        newPassword: "ett-nytt-losen",
        confirmPassword: "ett-nytt-losen",
      }),
  },
  "GET /api/users": {
    allowed: ["ADMIN", "DIRECTOR"],
    call: (c) => c.get("/api/users?page=2&pageSize=5&sort=name&order=desc&search=%C3%A5"),
  },
  "POST /api/users": {
    allowed: ["ADMIN", "DIRECTOR"],
    call: (c) =>
      c.post("/api/users", { email: `ny-${crypto.randomUUID()}@example.se`, role: "ST_DOCTOR" }),
  },
  "PATCH /api/users/{id}": {
    allowed: ["ADMIN"],
    call: (c, f) => c.patch(`/api/users/${f.doctorId}`, { firstName: "Nytt" }),
  },
  "DELETE /api/users/{id}": {
    allowed: ["ADMIN"],
    call: (c, f) => c.delete(`/api/users/${f.doctorId}`),
  },
  "DELETE /api/users/{id}/provider-identity": {
    allowed: ["ADMIN"],
    call: (c, f) => c.delete(`/api/users/${f.doctorId}/provider-identity`),
    // The doctor has no link: an allowed caller is told so.
    allowedStatus: 404,
  },
  "POST /api/users/{id}/password": {
    allowed: ["ADMIN", "DIRECTOR"],
    call: (c, f) => c.post(`/api/users/${f.doctorId}/password`, { password: "nytt-losen" }),
  },
  "POST /api/users/{id}/reset-link": {
    allowed: ["ADMIN", "DIRECTOR"],
    call: (c, f) => c.post(`/api/users/${f.doctorId}/reset-link`),
  },
  // Clinics (issue 27): listed to those who manage accounts; managed and moved between by a region
  // administrator only, which no caller here is (clinics.test.ts has those who are).
  "GET /api/clinics": {
    allowed: ["ADMIN", "DIRECTOR"],
    call: (c) => c.get("/api/clinics"),
  },
  "POST /api/clinics": {
    allowed: [],
    call: (c) => c.post("/api/clinics", { name: `Ny klinik ${crypto.randomUUID()}` }),
  },
  "PUT /api/clinics/{id}": {
    allowed: [],
    call: (c, f) => c.put(`/api/clinics/${f.otherClinicId}`, { name: "Omdöpt" }),
  },
  "DELETE /api/clinics/{id}": {
    allowed: [],
    call: (c, f) => c.delete(`/api/clinics/${f.otherClinicId}`),
  },
  "POST /api/st-doctors/{id}/clinic": {
    allowed: [],
    call: (c, f) => c.post(`/api/st-doctors/${f.doctorId}/clinic`, { clinicId: f.otherClinicId }),
  },
  // A clinic's standard plan (decision 251): its directors and administrators edit it; an ST
  // doctor or a specialist, who never may, is refused alike for every clinic (403).
  "GET /api/clinics/{id}/plan-template": {
    allowed: ["ADMIN", "DIRECTOR"],
    call: (c) => c.get(`/api/clinics/${DEFAULT_CLINIC_ID}/plan-template`),
  },
  "PUT /api/clinics/{id}/plan-template": {
    allowed: ["ADMIN", "DIRECTOR"],
    // A version no save is based on: an allowed caller's save is refused as stale, unwritten.
    call: (c) =>
      c.put(`/api/clinics/${DEFAULT_CLINIC_ID}/plan-template`, {
        template: {
          rotationStart: { year: 1, quarter: 1 },
          rotations: [],
          courses: [],
          goals: [],
          examinations: [],
        },
        version: 99,
      }),
    allowedStatus: 409,
  },
  // Applying it to a doctor's plan: the record's access (decision 252).
  "GET /api/st-doctors/{doctorId}/plan-template": {
    allowed: FOLLOWERS,
    call: (c, f) => c.get(`/api/st-doctors/${f.doctorId}/plan-template`),
  },
  "POST /api/st-doctors/{doctorId}/plan-template/applications": {
    allowed: FOLLOWERS,
    call: (c, f) => c.post(`/api/st-doctors/${f.doctorId}/plan-template/applications`),
  },
  "DELETE /api/st-doctors/{doctorId}/plan-template/applications/{applicationId}": {
    allowed: FOLLOWERS,
    prepare: async (admin, doctorId) => {
      const { application } = await answered(
        await admin.post(`/api/st-doctors/${doctorId}/plan-template/applications`),
      );
      return { itemId: application.id as string };
    },
    call: (c, f) =>
      c.delete(`/api/st-doctors/${f.doctorId}/plan-template/applications/${f.itemId}`),
  },
  "GET /api/st-doctors": {
    allowed: ["ST_DOCTOR", "SUPERVISOR", "DIRECTOR", "ADMIN"],
    // The selector's search (decision 254); the whole list is in clinics.test.ts.
    call: (c) => c.get("/api/st-doctors?q=f%C3%B6r"),
  },
  // The selector's current doctor; the fixture doctor is never the caller, so an ST doctor is 403.
  "GET /api/st-doctors/{id}": {
    allowed: ["SUPERVISOR", "DIRECTOR", "ADMIN"],
    call: (c, f) => c.get(`/api/st-doctors/${f.doctorId}`),
  },
  "GET /api/supervisors": {
    allowed: ["ADMIN", "DIRECTOR"],
    call: (c) => c.get("/api/supervisors?search=f%C3%B6r"),
  },
  "GET /api/st-doctors/{id}/supervisors": {
    allowed: ["DIRECTOR", "ADMIN"],
    call: (c, f) => c.get(`/api/st-doctors/${f.doctorId}/supervisors`),
  },
  "PUT /api/st-doctors/{id}/supervisors": {
    allowed: ["ADMIN", "DIRECTOR"],
    call: (c, f) =>
      c.put(`/api/st-doctors/${f.doctorId}/supervisors`, { supervisorIds: [f.supervisorId] }),
  },
  // The ST doctor's record. The fixture doctor is never the signed-in user, so an ST_DOCTOR is
  // always looking at someone else's record here (their own is covered in records.test.ts).
  "GET /api/st-doctors/{doctorId}/record": {
    allowed: FOLLOWERS,
    call: (c, f) => c.get(`/api/st-doctors/${f.doctorId}/record`),
  },
  // The portfolio PDF: the record's access (the doctor's own is in portfolio.test.ts).
  "GET /api/st-doctors/{doctorId}/portfolio.pdf": {
    allowed: FOLLOWERS,
    call: (c, f) => c.get(`/api/st-doctors/${f.doctorId}/portfolio.pdf`),
  },
  // The application for the specialist certificate (issue 24). The fixture's doctor has no
  // finished activity, so an allowed caller's write is refused for its content (404: no such
  // certificate; 400: no valid personnummer).
  "GET /api/st-doctors/{doctorId}/application": {
    allowed: FOLLOWERS,
    call: (c, f) => c.get(`/api/st-doctors/${f.doctorId}/application`),
  },
  "PUT /api/st-doctors/{doctorId}/application/certificates/{certificateId}": {
    allowed: FOLLOWERS,
    allowedStatus: 404,
    call: (c, f) =>
      c.put(`/api/st-doctors/${f.doctorId}/application/certificates/rotation.x`, { version: 0 }),
  },
  "DELETE /api/st-doctors/{doctorId}/application/certificates/{certificateId}": {
    allowed: FOLLOWERS,
    allowedStatus: 404,
    call: (c, f) => c.delete(`/api/st-doctors/${f.doctorId}/application/certificates/rotation.x`),
  },
  "POST /api/st-doctors/{doctorId}/application/groups": {
    allowed: FOLLOWERS,
    allowedStatus: 404,
    call: (c, f) =>
      c.post(`/api/st-doctors/${f.doctorId}/application/groups`, {
        certificateIds: ["rotation.x", "rotation.y"],
      }),
  },
  "POST /api/st-doctors/{doctorId}/application/documents": {
    allowed: FOLLOWERS,
    allowedStatus: 400,
    call: (c, f) =>
      c.post(`/api/st-doctors/${f.doctorId}/application/documents`, { personnummer: "x" }),
  },
  // The IUP (issue 25): the record's access; acknowledging only the doctor or the main supervisor,
  // which the fixture's callers never are (their own acknowledgements are in iup.test.ts).
  "GET /api/st-doctors/{doctorId}/iup": {
    allowed: FOLLOWERS,
    call: (c, f) => c.get(`/api/st-doctors/${f.doctorId}/iup`),
  },
  "POST /api/st-doctors/{doctorId}/iup/revisions": {
    allowed: FOLLOWERS,
    call: (c, f) => c.post(`/api/st-doctors/${f.doctorId}/iup/revisions`, IUP_REVISION),
  },
  "PUT /api/st-doctors/{doctorId}/iup/revisions/{revisionId}": {
    allowed: FOLLOWERS,
    prepare: iupRevisionOf,
    call: (c, f) =>
      c.put(`/api/st-doctors/${f.doctorId}/iup/revisions/${f.itemId}`, {
        ...IUP_REVISION,
        version: f.version,
      }),
  },
  "POST /api/st-doctors/{doctorId}/iup/revisions/{revisionId}/acknowledgements": {
    allowed: [],
    prepare: iupRevisionOf,
    call: (c, f) =>
      c.post(`/api/st-doctors/${f.doctorId}/iup/revisions/${f.itemId}/acknowledgements`, {
        version: f.version,
      }),
  },
  "GET /api/st-doctors/{doctorId}/iup/revisions/{revisionId}/pdf": {
    allowed: FOLLOWERS,
    prepare: iupRevisionOf,
    call: (c, f) => c.get(`/api/st-doctors/${f.doctorId}/iup/revisions/${f.itemId}/pdf`),
  },
  "GET /api/certificate-forms": {
    allowed: ["ADMIN"],
    call: (c) => c.get("/api/certificate-forms"),
  },
  "POST /api/certificate-forms": {
    allowed: ["ADMIN"],
    allowedStatus: 400,
    call: (c) => {
      const form = new FormData();
      form.append("files", new Blob(["inte en pdf"], { type: "application/pdf" }), "x.pdf");
      return c.upload("/api/certificate-forms", form);
    },
  },
  "GET /api/st-doctors/{doctorId}/history": {
    allowed: FOLLOWERS,
    call: (c, f) => c.get(`/api/st-doctors/${f.doctorId}/history`),
  },
  // Choosing the model is a model change: directors and admins only (spec section 4).
  "PUT /api/st-doctors/{doctorId}/formalities": {
    allowed: ["DIRECTOR", "ADMIN"],
    call: (c, f) =>
      c.put(`/api/st-doctors/${f.doctorId}/formalities`, {
        stModel: "2015",
        stStartDate: "2025-01-01",
        stDurationMonths: 60,
        version: 0,
      }),
  },
  "PUT /api/st-doctors/{doctorId}/goals/{goalId}": {
    allowed: FOLLOWERS,
    call: (c, f) => c.put(`/api/st-doctors/${f.doctorId}/goals/STa1`, { status: "completed" }),
  },
  "PUT /api/st-doctors/{doctorId}/procedures/{procedureId}": {
    allowed: FOLLOWERS,
    call: (c, f) =>
      c.put(`/api/st-doctors/${f.doctorId}/procedures/c4-mps`, { status: "completed" }),
  },
  "PUT /api/st-doctors/{doctorId}/plan/{kind}/{itemId}": {
    allowed: FOLLOWERS,
    call: (c, f) => c.put(`/api/st-doctors/${f.doctorId}/plan/goal/STa1`, { quarter: "2026-Q3" }),
  },
  "PUT /api/st-doctors/{doctorId}/st-project": {
    allowed: FOLLOWERS,
    call: (c, f) =>
      c.put(`/api/st-doctors/${f.doctorId}/st-project`, { topic: "Ämne", version: 0 }),
  },
  "PUT /api/st-doctors/{doctorId}/meeting-actions/{actionId}": {
    allowed: FOLLOWERS,
    prepare: async (admin, doctorId) => {
      const { record } = await answered(
        await admin.post(`/api/st-doctors/${doctorId}/records/meeting`, {
          ...RECORD_BODIES.meeting,
          actions: [{ what: "Läsa riktlinjen", owner: "ST-läkare", dueDate: "2025-02-01" }],
        }),
      );
      const [action] = record.actions as { id: string; version: number }[];
      if (!action) throw new Error("the meeting was saved without its action");
      return { itemId: action.id, version: action.version };
    },
    call: (c, f) =>
      c.put(`/api/st-doctors/${f.doctorId}/meeting-actions/${f.itemId}`, {
        done: true,
        version: f.version,
      }),
  },
  "POST /api/st-doctors/{doctorId}/reset": {
    allowed: [],
    call: (c, f) => c.post(`/api/st-doctors/${f.doctorId}/reset`),
  },
  ...recordCases("rotation"),
  ...recordCases("course"),
  ...recordCases("sit-in"),
  ...recordCases("meeting"),
  ...recordCases("absence"),
  ...recordCases("credit"),
  ...recordCases("development"),
  // Certificates and the contract.
  "POST /api/st-doctors/{doctorId}/files": {
    allowed: FOLLOWERS,
    call: (c, f) =>
      c.upload(`/api/st-doctors/${f.doctorId}/files`, certificateForm("goal", "STa1")),
  },
  "DELETE /api/st-doctors/{doctorId}/certificates/contract": {
    allowed: FOLLOWERS,
    prepare: (admin, doctorId) => uploadAsAdmin(admin, doctorId, "contract", ""),
    call: (c, f) => c.delete(`/api/st-doctors/${f.doctorId}/certificates/contract`),
  },
  "DELETE /api/st-doctors/{doctorId}/certificates/{kind}/{itemId}/{fileId}": {
    allowed: FOLLOWERS,
    prepare: (admin, doctorId) => uploadAsAdmin(admin, doctorId, "goal", "STa1"),
    call: (c, f) => c.delete(`/api/st-doctors/${f.doctorId}/certificates/goal/STa1/${f.itemId}`),
  },
  // Names no file, so it is refused (400) even for those who may edit; others never get that far.
  "DELETE /api/st-doctors/{doctorId}/certificates/{kind}/{itemId}": {
    allowed: FOLLOWERS,
    allowedStatus: 400,
    call: (c, f) => c.delete(`/api/st-doctors/${f.doctorId}/certificates/goal/STa1`),
  },
  "GET /api/files/{fileId}": {
    allowed: FOLLOWERS,
    prepare: (admin, doctorId) => uploadAsAdmin(admin, doctorId, "goal", "STa1"),
    call: (c, f) => c.get(`/api/files/${f.itemId}`),
  },
  // The examinations in use, for every record's matrix: everyone signed in reads them.
  "GET /api/catalog/procedures/in-use": {
    allowed: SIGNED_IN,
    call: (c) => c.get("/api/catalog/procedures/in-use"),
  },
  // The examination catalogue ('Katalog'): administrators only.
  "GET /api/catalog/procedures": {
    allowed: ["ADMIN"],
    call: (c) => c.get("/api/catalog/procedures"),
  },
  "POST /api/catalog/procedures": {
    allowed: ["ADMIN"],
    call: (c) =>
      c.post("/api/catalog/procedures", {
        id: `ny-${crypto.randomUUID().slice(0, 8)}`,
        name: "Ny undersökning",
        column: "c4",
        level: "B",
      }),
  },
  "PATCH /api/catalog/procedures/{id}": {
    allowed: ["ADMIN"],
    call: (c) => c.patch("/api/catalog/procedures/c4-mps", { name: `Rättad ${Date.now()}` }),
  },
  "PUT /api/catalog/procedures/{id}/retired": {
    allowed: ["ADMIN"],
    call: (c) => c.put("/api/catalog/procedures/c4-mps/retired", { retired: false }),
  },
  "PUT /api/catalog/procedures/{id}/checked": {
    allowed: ["ADMIN"],
    call: (c) => c.put("/api/catalog/procedures/c4-mps/checked", { checked: true }),
  },
  // The clinic's goal texts: everyone reads them, only an administrator corrects or checks them.
  "GET /api/catalog/goals": { allowed: SIGNED_IN, call: (c) => c.get("/api/catalog/goals") },
  "PATCH /api/catalog/goals/{id}": {
    allowed: ["ADMIN"],
    call: (c) => c.patch("/api/catalog/goals/STc14", { title: `Rättad titel ${Date.now()}` }),
  },
  "POST /api/catalog/goals/import": {
    allowed: ["ADMIN"],
    call: (c) =>
      c.post("/api/catalog/goals/import", {
        content: JSON.stringify({
          specialty: "nuklearmedicin",
          goals: [
            {
              id: "STc13",
              model: "2021",
              category: "STc",
              title: `Läkemedelsbehandling ${Date.now()}`,
              description: "Läkaren ska\n– kunna tillämpa en helhetssyn",
              recommendedActivities: ["Klinisk tjänstgöring under handledning"],
              source: "Test",
              verification: { status: "placeholder", note: "" },
            },
          ],
        }),
      }),
  },
  "PUT /api/catalog/goals/{id}/checked": {
    allowed: ["ADMIN"],
    call: (c) => c.put("/api/catalog/goals/STc13/checked", { checked: true }),
  },
  // Signing rights: specialists assess and read; the doctor's followers close and decide; only an
  // administrator deletes (decision 132).
  "GET /api/signing-rights/options": {
    allowed: SIGNING_RIGHTS_USERS,
    call: (c) => c.get("/api/signing-rights/options"),
  },
  "POST /api/signing-rights/assessments": {
    allowed: SIGNING_RIGHTS_USERS,
    call: (c, f) => c.post("/api/signing-rights/assessments", assessmentFor(f.doctorId)),
  },
  "GET /api/signing-rights/evaluations": {
    allowed: SIGNING_RIGHTS_USERS,
    call: (c) => c.get("/api/signing-rights/evaluations"),
  },
  "GET /api/signing-rights/evaluations/{id}": {
    allowed: SIGNING_RIGHTS_USERS,
    prepare: evaluationOf(false),
    call: (c, f) => c.get(`/api/signing-rights/evaluations/${f.itemId}`),
  },
  "GET /api/signing-rights/evaluations/{id}/assessments.csv": {
    allowed: SIGNING_RIGHTS_USERS,
    prepare: evaluationOf(false),
    call: (c, f) => c.get(`/api/signing-rights/evaluations/${f.itemId}/assessments.csv`),
  },
  // Judging the assessors is for those who lead the training (decision 225).
  "GET /api/signing-rights/calibration": {
    allowed: ["DIRECTOR", "ADMIN"],
    call: (c) => c.get("/api/signing-rights/calibration"),
  },
  "POST /api/signing-rights/evaluations/{id}/status": {
    allowed: FOLLOWERS,
    prepare: evaluationOf(false),
    call: (c, f) =>
      c.post(`/api/signing-rights/evaluations/${f.itemId}/status`, { status: "completed" }),
  },
  "POST /api/signing-rights/evaluations/{id}/decision": {
    allowed: FOLLOWERS,
    prepare: evaluationOf(true),
    call: (c, f) =>
      c.post(`/api/signing-rights/evaluations/${f.itemId}/decision`, {
        decision: "approved",
        notes: "Bra",
      }),
  },
  // The calendar feed is the ST doctor's own; the export one's own, or anyone's for an admin.
  "GET /api/account/calendar-feed": {
    allowed: ["ST_DOCTOR"],
    call: (c) => c.get("/api/account/calendar-feed"),
  },
  "POST /api/account/calendar-feed": {
    allowed: ["ST_DOCTOR"],
    call: (c) => c.post("/api/account/calendar-feed"),
  },
  "DELETE /api/account/calendar-feed": {
    allowed: ["ST_DOCTOR"],
    call: (c) => c.delete("/api/account/calendar-feed"),
  },
  // Everyone's own reminder setting (decision 211); the route names no one else.
  "GET /api/account/reminder-settings": {
    allowed: SIGNED_IN,
    call: (c) => c.get("/api/account/reminder-settings"),
  },
  "PUT /api/account/reminder-settings": {
    allowed: SIGNED_IN,
    call: (c) => c.put("/api/account/reminder-settings", { remindersEnabled: false, version: 0 }),
  },
  "GET /api/account/export.zip": {
    allowed: SIGNED_IN,
    call: (c) => c.get("/api/account/export.zip"),
  },
  "GET /api/users/{id}/export.zip": {
    allowed: ["ADMIN"],
    call: (c, f) => c.get(`/api/users/${f.doctorId}/export.zip`),
  },
  // The cohort 'ST-läkare' and its file: those who follow ST doctors (decision 145).
  "GET /api/cohort": {
    allowed: FOLLOWERS,
    call: (c) => c.get("/api/cohort?page=2&pageSize=10&warning=any&sort=goals"),
  },
  "GET /api/cohort.csv": {
    allowed: FOLLOWERS,
    call: (c) => c.get("/api/cohort.csv?scope=mine&warning=any&sort=end&order=desc"),
  },
  // The early-warning limits: read by everyone (the overview shows the warnings), set by admins.
  "GET /api/warning-settings": { allowed: SIGNED_IN, call: (c) => c.get("/api/warning-settings") },
  "PUT /api/warning-settings": {
    allowed: ["ADMIN"],
    call: (c) =>
      c.put("/api/warning-settings", {
        meetingGapMonths: 3,
        progressGapPoints: 20,
        endingSoonMonths: 6,
      }),
  },
  "DELETE /api/signing-rights/evaluations/{id}": {
    allowed: ["ADMIN"],
    prepare: evaluationOf(false),
    call: (c, f) => c.delete(`/api/signing-rights/evaluations/${f.itemId}`),
  },
  // Structured assessments (issue 25): recorded by those who assess for signing rights, read by
  // those who read the record; one recorded by the administrator is changed by followers only.
  "GET /api/st-doctors/{doctorId}/structured-assessments": {
    allowed: FOLLOWERS,
    call: (c, f) => c.get(`/api/st-doctors/${f.doctorId}/structured-assessments`),
  },
  "POST /api/st-doctors/{doctorId}/structured-assessments": {
    allowed: SIGNING_RIGHTS_USERS,
    call: (c, f) => c.post(`/api/st-doctors/${f.doctorId}/structured-assessments`, MINI_CEX),
  },
  "PUT /api/st-doctors/{doctorId}/structured-assessments/{assessmentId}": {
    allowed: FOLLOWERS,
    prepare: structuredAssessmentOf,
    call: (c, f) =>
      c.put(`/api/st-doctors/${f.doctorId}/structured-assessments/${f.itemId}`, {
        ...MINI_CEX,
        caseDifficulty: "high",
        version: f.version,
      }),
  },
  // Requests by link (decision 214): the fixture's supervisor is not the doctor's, so only
  // directors and administrators; the doctor's own are in assessment-links.test.ts.
  "POST /api/assessment-links": {
    allowed: ["DIRECTOR", "ADMIN"],
    call: (c, f) =>
      c.post("/api/assessment-links", {
        stDoctorId: f.doctorId,
        kind: "signing-rights",
        procedureId: "c4-mps",
      }),
  },
  "GET /api/assessment-links": {
    allowed: ["DIRECTOR", "ADMIN"],
    // Another clinic's doctor has no requests to show, exactly as an unknown id.
    otherClinicStatus: 200,
    call: (c, f) => c.get(`/api/assessment-links?doctorId=${f.doctorId}`),
  },
  "POST /api/assessment-links/{id}/revoke": {
    allowed: ["DIRECTOR", "ADMIN"],
    prepare: async (admin, doctorId) => {
      const res = await admin.post("/api/assessment-links", {
        stDoctorId: doctorId,
        kind: "signing-rights",
        procedureId: "c4-mps",
      });
      return { itemId: (await res.json()).request.id as string };
    },
    call: (c, f) => c.post(`/api/assessment-links/${f.itemId}/revoke`),
  },
  "DELETE /api/st-doctors/{doctorId}/structured-assessments/{assessmentId}": {
    allowed: FOLLOWERS,
    prepare: structuredAssessmentOf,
    call: (c, f) => c.delete(`/api/st-doctors/${f.doctorId}/structured-assessments/${f.itemId}`),
  },
};

let t: TestApp;
let admin: TestClient;
let supervisorId: string;
/** A second clinic, with a supervisor of its own: where the "other clinic" doctors are. */
let farClinicId: string;
let farSupervisorId: string;
beforeAll(async () => {
  t = await createTestApp();
  const signed = await t.signedIn("ADMIN");
  admin = signed.client;
  // The preparing administrator reaches both clinics: a region administrator (decision 230).
  await t.deps.db.update(users).set({ isRegionAdmin: true }).where(eq(users.id, signed.user.id));
  supervisorId = (await t.createUser({ role: "SUPERVISOR" })).id;
  farClinicId = "klinik-far";
  await t.deps.db.insert(clinics).values({ id: farClinicId, name: "Annan klinik" });
  farSupervisorId = (await t.createUser({ role: "SUPERVISOR", clinicIds: [farClinicId] })).id;
});

// One signed-in user per role for the whole matrix: no case changes who its caller is (a password
// change keeps the caller's own session), and fewer rows keep the snapshots small.
const callers = new Map<Role, { client: TestClient; password: string }>();
async function callerFor(role: Role) {
  let caller = callers.get(role);
  if (!caller) {
    const { client, user } = await t.signedIn(role);
    caller = { client, password: user.password };
    callers.set(role, caller);
  }
  return caller;
}
afterAll(() => t.close());

/** The whole database and the outbox; a refused request must leave both as they were. */
const snapshot = () => dbFingerprint(t);

describe("the role matrix", () => {
  it("notices a change to any watched row", async () => {
    const before = await snapshot();
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const created = await snapshot();
    expect(created).not.toBe(before);
    await admin.patch(`/api/users/${doctor.id}`, { firstName: "Ändrad" });
    expect(await snapshot()).not.toBe(created);
  });

  it("has a case for every signed-in route the app answers", () => {
    const routes = new Set<string>();
    for (const { method, path } of t.app.routes) {
      if (method === "ALL" || !path.startsWith("/api/")) continue;
      const key = `${method} ${path.replace(/:(\w+)/g, "{$1}")}`;
      if (!PUBLIC_ROUTES.has(key)) routes.add(key);
    }
    expect(Object.keys(ROUTES).sort()).toEqual([...routes].sort());
  });

  it("leaves out exactly the routes whose definition says public", () => {
    const publicRoutes = API_ROUTES.filter((r) => r.permission === "public").map(keyOf);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  // The definition names who may call; the handler may refuse one record more, never a whole role
  // the definition lets through unless its action says what it checks on the record (decision 185).
  it.each(API_ROUTES.filter((r) => r.permission !== "public").map((r) => [keyOf(r), r] as const))(
    "%s lets through, by its definition, every role allowed here, and refuses the others only by the record",
    (key, route) => {
      const { roles = [], condition } = summarizePermission(route);
      const allowed = ROUTES[key]!.allowed;
      expect(roles).toEqual(expect.arrayContaining(allowed));
      const refusedOnTheRecord = roles.filter((role) => !allowed.includes(role));
      if (refusedOnTheRecord.length > 0) expect(condition, refusedOnTheRecord.join()).toBeTruthy();
    },
  );
});

describe("a role the route's definition refuses", () => {
  it("is refused before the request is read: a malformed body or an unknown id gets the same 403", async () => {
    const { client } = await callerFor("SPECIALIST");
    const before = await snapshot();
    const malformed = await client.put("/api/warning-settings", { meetingGapMonths: "många" });
    expect(malformed.status).toBe(403);
    expect((await malformed.json()).error).toBe(EARLY_WARNING_MESSAGES.settings.noPermission);
    const unknownAccount = await client.patch(`/api/users/${crypto.randomUUID()}`, {});
    expect(unknownAccount.status).toBe(403);
    expect((await unknownAccount.json()).error).toBe(USER_MESSAGES.noPermissionEdit);
    expect(await snapshot()).toBe(before);
  });
});

function keyOf(route: { method: string; path: string }) {
  return `${route.method.toUpperCase()} ${route.path}`;
}

describe.each(Object.entries(ROUTES).map(([name, route]) => ({ name, ...route })))(
  "$name",
  (route) => {
    it.each(EVERYONE)("as %s", async (who) => {
      const doctor = await t.createUser({ role: "ST_DOCTOR" });
      await t.chooseModel(doctor.id, "2021");
      let client = t.client();
      let ownPassword = "inget";
      if (who !== "SIGNED_OUT") {
        const caller = await callerFor(who);
        client = caller.client;
        ownPassword = caller.password;
      }
      const prepared = (await route.prepare?.(admin, doctor.id)) ?? { itemId: "" };
      const fixture = {
        doctorId: doctor.id,
        supervisorId,
        otherClinicId: farClinicId,
        ownPassword,
        itemId: prepared.itemId,
        version: prepared.version ?? 0,
      };
      const before = await snapshot();
      const res = await route.call(client, fixture);
      if (route.allowed.includes(who) && route.allowedStatus) {
        expect(res.status, await res.clone().text()).toBe(route.allowedStatus);
        expect(await snapshot()).toBe(before);
      } else if (route.allowed.includes(who)) {
        expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(300);
      } else {
        expect(res.status).toBe(who === "SIGNED_OUT" ? 401 : 403);
        expect((await res.json()).error).toMatch(/\S/);
        expect(await snapshot()).toBe(before);
      }
    });
  },
);

/**
 * The same routes for every role that may call them, about an ST doctor of another clinic (issue
 * 27): a call about that doctor (their id, or something of theirs) is refused with nothing changed,
 * any other call is answered as in one's own clinic, and no answer names the doctor: 0 leaks.
 */
const CALLABLE = Object.entries(ROUTES)
  .map(([name, route]) => ({
    name,
    ...route,
    roles: route.allowed.filter((who): who is Role => who !== "SIGNED_OUT"),
  }))
  .filter((route) => route.roles.length > 0);

describe.each(CALLABLE)("$name, about a doctor of another clinic", (route) => {
  it.each(route.roles)("as %s", async (who) => {
    const doctor = await t.createUser({ role: "ST_DOCTOR", clinicIds: [farClinicId] });
    await t.chooseModel(doctor.id, "2021");
    const caller = await callerFor(who);
    const prepared = (await route.prepare?.(admin, doctor.id)) ?? { itemId: "" };
    const read = new Set<string>();
    const fixture = new Proxy(
      {
        doctorId: doctor.id,
        supervisorId: farSupervisorId,
        otherClinicId: DEFAULT_CLINIC_ID,
        ownPassword: caller.password,
        itemId: prepared.itemId,
        version: prepared.version ?? 0,
      },
      {
        get(target, prop: keyof Fixture) {
          read.add(prop);
          return target[prop];
        },
      },
    );
    const before = await snapshot();
    const res = await route.call(caller.client, fixture);
    const body = await res.clone().text();
    expect(body).not.toContain(doctor.id);
    expect(body).not.toContain(doctor.email);
    const aboutDoctor =
      read.has("doctorId") || read.has("supervisorId") || (read.has("itemId") && prepared.itemId);
    // Calls about nothing of the doctor's (one's own account, the catalogues) are the own-clinic
    // matrix's: here only that they name nobody of the other clinic.
    if (!aboutDoctor) return;
    if (route.otherClinicStatus) expect(res.status, body).toBe(route.otherClinicStatus);
    else expect([400, 403, 404], body).toContain(res.status);
    expect(await snapshot()).toBe(before);
  });
});
