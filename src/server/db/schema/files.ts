import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A stored file (DATA_DIR/files/<ownerId>/<uuid>.<ext>). It belongs to the ST doctor whose record
 * it is part of, whoever uploaded it; it is only ever served through an authorised route.
 */
export const uploadedFiles = pgTable(
  "uploaded_files",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storagePath: text("storage_path").notNull().unique(),
    originalName: text("original_name").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploaded_files_owner_idx").on(t.ownerId)],
);

/**
 * A certificate: one stored file linked to one item of the doctor's record. An item may hold
 * several (a goal is often met by several certificates); a file belongs to one item at most.
 * `item_kind` is goal, procedure, rotation, course or sit-in; `item_id` the goal or catalogue id,
 * or the row id of the rotation, course or sit-in (removed with that row by the service). The ST
 * contract stays a single link on formalities (decision 075).
 */
export const certificates = pgTable(
  "certificates",
  {
    fileId: text("file_id")
      .primaryKey()
      .references(() => uploadedFiles.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemKind: text("item_kind").notNull(),
    itemId: text("item_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("certificates_item_idx").on(t.userId, t.itemKind, t.itemId)],
);

/**
 * Stored bytes whose row is gone, still to be removed (decision 140). A trigger on uploaded_files
 * writes the note in the transaction that deletes the row, whatever deletes it (a certificate's
 * removal, an item's, a reset, a deleted account), so a crash between the commit and the removal
 * of the bytes leaves a note, not an orphan. The store sweep removes the bytes, then the note.
 */
export const fileRemovals = pgTable("file_removals", {
  storagePath: text("storage_path").primaryKey(),
  noted: timestamp("noted", { withTimezone: true }).notNull().defaultNow(),
});
