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
