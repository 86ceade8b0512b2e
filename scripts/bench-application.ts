import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { applicationCertificates, supervisorAssignments, users } from "../src/server/db/schema";
import { storeFormUpload } from "../src/server/features/application/certificate-forms.repo";
import { recogniseForm } from "../src/server/features/application/forms/recognise-form";
import { CERTIFICATE_FORMS } from "../src/shared/curriculum/certificate-forms";
import { blankForm } from "../tests/fixtures/blank-forms";
import { measureHealthWhileBusy } from "./bench-pdf";
import type { Session } from "./bench-sessions";
import { seedDemoApplication } from "./demo-application";
import { insertRecord, midwayRecord } from "./demo-data";

/**
 * The application for the specialist certificate (issue 24, decision 197): how long one doctor's
 * whole application takes to fill, and the health check while five are filled at once. The blank
 * forms are the published ones when `--forms <dir>` names a folder of them (their fonts make them
 * about 2.3 MB each), otherwise the test's small fillable PDFs with the same fields.
 */

export interface ApplicationRun {
  forms: "published" | "test";
  certificates: number;
  /** One application, alone: the median of three, and the ZIP's size. */
  aloneMs: number;
  zipBytes: number;
  /** The health check while `concurrent` applications are filled again and again. */
  concurrent: number;
  made: number;
  refused: number;
  failed: number;
  health: { count: number; p50: number; p95: number; max: number };
}

/**
 * A doctor with the demo's fullest record (Maja Berg's: midway, every finished activity on the
 * application, every certificate signed), followed by every supervisor who asks, and the blank
 * forms stored. The doctor's id, and which forms were stored.
 */
export async function prepareApplication(
  db: Db,
  today: string,
  supervisorIds: readonly string[],
  formsDir?: string,
) {
  const doctorId = randomUUID();
  await db.insert(users).values({
    id: doctorId,
    name: "Maja Ansökan",
    email: "ansokan@klinik.local",
    firstName: "Maja",
    lastName: "Ansökan",
  });
  await db.transaction(async (tx) => {
    await insertRecord(tx, doctorId, midwayRecord(today, ["Handledare Ett", "Handledare Två"]));
    await seedDemoApplication(tx, doctorId, "2021", today);
  });
  await db
    .insert(supervisorAssignments)
    .values(supervisorIds.map((supervisorId) => ({ stDoctorId: doctorId, supervisorId })));
  // The demo leaves a course without its signer; the bench wants nothing to stop the files.
  await db
    .update(applicationCertificates)
    .set({ signerName: "Eva Ekström", signerWorkplace: "Region Skåne" })
    .where(
      and(eq(applicationCertificates.userId, doctorId), eq(applicationCertificates.signerName, "")),
    );
  const [admin] = await db.select({ id: users.id }).from(users).limit(1);
  let published = false;
  if (formsDir && existsSync(formsDir)) {
    for (const name of readdirSync(formsDir).filter((n) => n.endsWith(".pdf"))) {
      const bytes = new Uint8Array(readFileSync(join(formsDir, name)));
      const recognised = await recogniseForm(bytes);
      if (!recognised.ok) continue;
      await storeFormUpload(db, {
        key: recognised.key,
        originalName: name,
        bytes,
        uploadedBy: admin?.id ?? "",
      });
      published = true;
    }
  }
  if (!published) {
    for (const form of CERTIFICATE_FORMS.filter((f) => f.model === "2021")) {
      const bytes = await blankForm(form.key);
      await storeFormUpload(db, {
        key: form.key,
        originalName: `${form.key}.pdf`,
        bytes,
        uploadedBy: admin?.id ?? "",
      });
    }
  }
  return { doctorId, forms: published ? ("published" as const) : ("test" as const) };
}

export async function measureApplication(options: {
  base: string;
  forms: ApplicationRun["forms"];
  doctorId: string;
  /** Who asks: each its own person, so the per-person cap of two does not hold them back. */
  askers: readonly Session[];
  concurrent: number;
  seconds: number;
}): Promise<ApplicationRun> {
  const { base, doctorId, askers } = options;
  const generate = (i: number) =>
    fetch(`${base}/api/st-doctors/${doctorId}/application/documents`, {
      method: "POST",
      headers: {
        cookie: askers[i % askers.length]?.cookie ?? "",
        "content-type": "application/json",
        origin: base,
      },
      body: JSON.stringify({ personnummer: "19121212-1212" }),
    });
  const certificates = (
    (await (
      await fetch(`${base}/api/st-doctors/${doctorId}/application`, {
        headers: { cookie: askers[0]?.cookie ?? "" },
      })
    ).json()) as { certificates: unknown[] }
  ).certificates.length;
  const alone: number[] = [];
  let zipBytes = 0;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const res = await generate(0);
    const body = await res.arrayBuffer();
    if (res.status !== 200)
      throw new Error(`application: ${res.status} ${new TextDecoder().decode(body)}`);
    alone.push(performance.now() - t0);
    zipBytes = body.byteLength;
  }
  const busy = await measureHealthWhileBusy({
    base,
    askers: options.concurrent,
    seconds: options.seconds,
    ask: generate,
  });
  return {
    forms: options.forms,
    certificates,
    aloneMs: [...alone].sort((a, b) => a - b)[1] ?? 0,
    zipBytes,
    concurrent: options.concurrent,
    made: busy.made,
    refused: busy.refused,
    failed: busy.failed,
    health: busy.health,
  };
}

export const applicationLine = (r: ApplicationRun) =>
  `  application (${r.certificates} certificates, ${r.forms} forms): ${r.aloneMs.toFixed(0)} ms alone, ZIP ${(r.zipBytes / 1024 / 1024).toFixed(1)} MB; health while ${r.concurrent} are filled: p50 ${r.health.p50.toFixed(1)} ms  p95 ${r.health.p95.toFixed(1)} ms  max ${r.health.max.toFixed(1)} ms (${r.health.count} checks); ${r.made} made, ${r.refused} refused with Retry-After, ${r.failed} failed\n`;
