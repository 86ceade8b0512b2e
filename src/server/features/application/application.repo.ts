import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type {
  ApplicationActivityType,
  TSaveCertificateRequest,
} from "../../../shared/schemas/application";
import type { Db } from "../../db/client";
import {
  applicationCertificateActivities,
  applicationCertificates,
  assessmentRequests,
} from "../../db/schema";

type CertificateRow = typeof applicationCertificates.$inferSelect;

export interface StoredCertificate extends CertificateRow {
  signerRole: "supervisor" | "course-leader";
  /** Who gave the signer's data through a link, and when (decision 228). */
  viaLink: { assessorName: string; answeredAt: string } | null;
  activities: { type: ApplicationActivityType; id: string }[];
}

/** The doctor's stored certificates with their activities, oldest first. */
export async function listStoredCertificates(
  db: Db,
  doctorId: string,
): Promise<StoredCertificate[]> {
  const rows = await db
    .select({
      certificate: applicationCertificates,
      assessorName: assessmentRequests.assessorName,
      answeredAt: assessmentRequests.answeredAt,
    })
    .from(applicationCertificates)
    .leftJoin(
      assessmentRequests,
      eq(assessmentRequests.id, applicationCertificates.signerViaRequestId),
    )
    .where(eq(applicationCertificates.userId, doctorId))
    .orderBy(applicationCertificates.createdAt, applicationCertificates.id);
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(applicationCertificateActivities)
    .where(eq(applicationCertificateActivities.userId, doctorId));
  return rows.map(({ certificate: row, assessorName, answeredAt }) => ({
    ...row,
    signerRole: row.signerRole === "supervisor" ? "supervisor" : "course-leader",
    viaLink:
      assessorName && answeredAt ? { assessorName, answeredAt: answeredAt.toISOString() } : null,
    activities: links
      .filter((l) => l.certificateId === row.id)
      .map((l) => ({ type: l.activityType as ApplicationActivityType, id: l.activityId })),
  }));
}

type CertificateValues = Omit<TSaveCertificateRequest, "version"> & {
  /** The link the signer's data came through; null or left out: typed on 'Ansökan'. */
  signerViaRequestId?: string | null;
};

function columns(values: CertificateValues) {
  return {
    place: values.place,
    description: values.description,
    periodStart: values.periodStart || null,
    periodEnd: values.periodEnd || null,
    signerName: values.signerName,
    signerSpecialty: values.signerSpecialty,
    signerWorkplace: values.signerWorkplace,
    signerRole: values.signerRole,
  };
}

/**
 * Stores a certificate over its activities. The unique index on an activity makes a second,
 * racing first save of the same certificate fail instead of storing it twice.
 */
export async function insertCertificate(
  tx: Db,
  doctorId: string,
  kind: string,
  activities: readonly { type: ApplicationActivityType; id: string }[],
  values: CertificateValues,
): Promise<string> {
  const id = randomUUID();
  await tx.insert(applicationCertificates).values({
    id,
    userId: doctorId,
    kind,
    ...columns(values),
    signerViaRequestId: values.signerViaRequestId ?? null,
  });
  await tx.insert(applicationCertificateActivities).values(
    activities.map((a) => ({
      certificateId: id,
      userId: doctorId,
      activityType: a.type,
      activityId: a.id,
    })),
  );
  return id;
}

/** Saves over the version the form was based on; false when it was stale or is gone. */
export async function updateCertificate(
  tx: Db,
  doctorId: string,
  id: string,
  expected: number,
  values: CertificateValues,
): Promise<boolean> {
  const updated = await tx
    .update(applicationCertificates)
    .set({
      ...columns(values),
      signerViaRequestId: values.signerViaRequestId ?? keptWhileSignerUnchanged(values),
      version: sql`${applicationCertificates.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(applicationCertificates.id, id),
        eq(applicationCertificates.userId, doctorId),
        eq(applicationCertificates.version, expected),
      ),
    )
    .returning({ id: applicationCertificates.id });
  return updated.length === 1;
}

/** The link's mark stays only while the signer's data is what the signer gave (decision 228). */
function keptWhileSignerUnchanged(values: CertificateValues) {
  const c = applicationCertificates;
  return sql`case when ${c.signerName} = ${values.signerName}
    and ${c.signerSpecialty} = ${values.signerSpecialty}
    and ${c.signerWorkplace} = ${values.signerWorkplace}
    then ${c.signerViaRequestId} else null end`;
}

export async function deleteCertificates(tx: Db, doctorId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .delete(applicationCertificates)
    .where(
      and(
        eq(applicationCertificates.userId, doctorId),
        inArray(applicationCertificates.id, [...ids]),
      ),
    );
}

/** Which activities of these are already on a stored certificate (locked for the transaction). */
export async function lockActivityLinks(tx: Db, doctorId: string) {
  return tx
    .select()
    .from(applicationCertificateActivities)
    .where(eq(applicationCertificateActivities.userId, doctorId))
    .for("update");
}
