import { RECORD_MESSAGES } from "../../../shared/messages/records";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { authorize } from "../../policy";
import { findStDoctor } from "../users/users.repo";

/** The ST doctor a record route is about; anyone else's id is "not found". */
export async function loadDoctor(db: Db, doctorId: string) {
  const row = await findStDoctor(db, doctorId);
  if (!row) throw notFound(RECORD_MESSAGES.doctorNotFound);
  return row;
}

/** The permission first (a 403 says nothing about the id), then the doctor. */
export async function authorizeRecord(
  db: Db,
  actor: SessionActor,
  doctorId: string,
  type: "doctor:view" | "doctor:edit",
) {
  authorize(actor, { type, doctorId });
  return loadDoctor(db, doctorId);
}
