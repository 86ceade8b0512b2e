import type { Role } from "@/shared/roles";

/** Query keys of the users feature; every write invalidates `all`. */
export const usersKeys = {
  all: ["users"] as const,
  list: (filters: { search?: string; role?: Role }) => ["users", "list", filters] as const,
  supervisors: ["users", "supervisors"] as const,
};
