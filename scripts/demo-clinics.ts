import { and, eq } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { auditLog, clinicMemberships, clinics, users } from "../src/server/db/schema";
import { writeAudit } from "../src/server/features/audit";

/**
 * The demo region (issue 27): the installation's first clinic named Lund, a second clinic in
 * Malmö with a director of its own, a region administrator, and an ST doctor who moved from Lund
 * to Malmö (the move in the audit log, so it shows in the doctor's Historik).
 */
export const DEMO_LUND = "klinik-1";
export const DEMO_MALMO = "klinik-malmo";

export async function seedDemoClinics(tx: Db) {
  // The migration's clinic, named as Lund's unless someone has named it already.
  await tx
    .update(clinics)
    .set({
      name: "Klinisk fysiologi och nuklearmedicin Lund",
      hospital: "Skånes universitetssjukhus, Lund",
      region: "Region Skåne",
    })
    .where(and(eq(clinics.id, DEMO_LUND), eq(clinics.name, "Kliniken")));
  await tx
    .insert(clinics)
    .values({
      id: DEMO_MALMO,
      name: "Klinisk fysiologi och nuklearmedicin Malmö",
      hospital: "Skånes universitetssjukhus, Malmö",
      region: "Region Skåne",
    })
    .onConflictDoNothing();
}

/** The doctor moved from Lund to Malmö by the region administrator, once. */
export async function seedDemoMove(tx: Db, doctorId: string, regionAdminId: string) {
  const [already] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, doctorId), eq(auditLog.entity, "clinic")));
  if (already) return;
  await tx.update(users).set({ clinicId: DEMO_MALMO }).where(eq(users.id, doctorId));
  await writeAudit(tx, {
    actorId: regionAdminId,
    subjectUserId: doctorId,
    action: "update",
    entity: "clinic",
    entityId: doctorId,
    before: { clinic: "Klinisk fysiologi och nuklearmedicin Lund", clinicId: DEMO_LUND },
    after: {
      clinic: "Klinisk fysiologi och nuklearmedicin Malmö",
      clinicId: DEMO_MALMO,
      endedSupervisorIds: [],
    },
  });
}

/** The region administrator's flag, and membership of Malmö only (Lund's lists stay as they were). */
export async function markRegionAdmin(tx: Db, userId: string) {
  await tx.update(users).set({ isRegionAdmin: true }).where(eq(users.id, userId));
  await tx.insert(clinicMemberships).values({ userId, clinicId: DEMO_MALMO }).onConflictDoNothing();
}
