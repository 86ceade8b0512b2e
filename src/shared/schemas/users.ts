import { z } from "zod";
import { CLINIC_MESSAGES } from "../messages/clinics";
import { USER_MESSAGES as M } from "../messages/users";
import { ROLES } from "../roles";
import { PASSWORD_MAX, PASSWORD_MIN } from "./auth";
import { zClinicId } from "./clinics";
import { zQueryInt, zSingleLineText } from "./primitives";

const NAME_MAX = 100;
const name = zSingleLineText(M.nameTooLong, M.nameInvalidCharacters).max(NAME_MAX, M.nameTooLong);
const email = z
  .string({ error: M.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email(M.emailInvalid).max(254, M.emailInvalid));
const role = z.enum(ROLES, { error: M.roleInvalid });
const clinicIds = z
  .array(zClinicId, { error: CLINIC_MESSAGES.clinicsRequired })
  .min(1, CLINIC_MESSAGES.clinicsRequired)
  .max(50, CLINIC_MESSAGES.clinicsRequired)
  .transform((ids) => [...new Set(ids)]);

export const ZCreateUserRequestSchema = z.object({
  email,
  firstName: name.default(""),
  lastName: name.default(""),
  role,
  /** Empty or missing: the server generates a one-time password, shown once. */
  password: z
    .string({ error: M.passwordRequiredNew })
    .max(PASSWORD_MAX, M.passwordTooLong)
    .refine((p) => p === "" || p.length >= PASSWORD_MIN, M.passwordRequiredNew)
    .optional(),
  /** Missing: the creator's clinic (decision 233); an ST doctor exactly one. */
  clinicIds: clinicIds.optional(),
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequestSchema>;

export const ZUpdateUserRequestSchema = z
  .object({
    email: email.optional(),
    firstName: name.optional(),
    lastName: name.optional(),
    role: role.optional(),
    isActive: z.boolean({ error: M.isActiveInvalid }).optional(),
    /** A supervisor's, director's or administrator's clinics; an ST doctor moves instead. */
    clinicIds: clinicIds.optional(),
    isRegionAdmin: z.boolean({ error: M.isActiveInvalid }).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.nothingToUpdate);
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequestSchema>;

export const ZSetPasswordRequestSchema = z.object({
  password: z
    .string({ error: M.passwordTooShort })
    .min(PASSWORD_MIN, M.passwordTooShort)
    .max(PASSWORD_MAX, M.passwordTooLong),
});

/** The columns the user list sorts on; the server breaks ties by id, so paging is stable. */
export const USER_SORTS = ["name", "email", "role", "active", "created"] as const;
export type TUserSort = (typeof USER_SORTS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];

export const USER_PAGE_SIZE_MAX = 100;
export const USER_PAGE_SIZE_DEFAULT = 25;
const PAGE_MAX = 10_000;

const search = zSingleLineText(M.searchTooLong, M.nameInvalidCharacters)
  .max(200, M.searchTooLong)
  .optional();

export const ZUserListQuerySchema = z.object({
  search,
  role: role.optional(),
  /** 1-based; a page past the end answers no users and the total. */
  page: zQueryInt(PAGE_MAX, 1, M.pageInvalid),
  pageSize: zQueryInt(USER_PAGE_SIZE_MAX, USER_PAGE_SIZE_DEFAULT, M.pageSizeInvalid),
  sort: z.enum(USER_SORTS, { error: M.sortInvalid }).default("created"),
  order: z.enum(SORT_ORDERS, { error: M.orderInvalid }).default("asc"),
});
export type TUserListQuery = z.infer<typeof ZUserListQuerySchema>;

export const ZUserSchema = z.object({
  id: z.string(),
  /** An ST doctor's one clinic, anyone else's clinics (issue 27). */
  clinicIds: z.array(z.string()),
  /** 'Regionadministratör': manages clinics and moves doctors (decision 230). */
  isRegionAdmin: z.boolean(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  role: role,
  isActive: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUser = z.infer<typeof ZUserSchema>;

export const ZUserPermissionsSchema = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canSetPassword: z.boolean(),
  canSendReset: z.boolean(),
  /** Download the account's data as a ZIP ('Exportera uppgifter'). */
  canExport: z.boolean(),
});
export type TUserPermissions = z.infer<typeof ZUserPermissionsSchema>;

/** An assigned supervisor, named; an inactive one stays assigned and is shown as such. */
export const ZAssignedSupervisorSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  isActive: z.boolean(),
  /** The main supervisor ('huvudhandledare'), marked or the sole one (decision 198). */
  isMain: z.boolean(),
});
export type TAssignedSupervisor = z.infer<typeof ZAssignedSupervisorSchema>;

export const ZUserListItemSchema = ZUserSchema.extend({
  /** The shared review account ('Granskning'): its password is shared, never one-time. */
  isReviewAccount: z.boolean(),
  permissions: ZUserPermissionsSchema,
  supervisorIds: z.array(z.string()),
  supervisors: z.array(ZAssignedSupervisorSchema),
  /** Linked to an identity at the region's identity provider (decision 244). */
  providerLinked: z.boolean(),
});
export type TUserListItem = z.infer<typeof ZUserListItemSchema>;

/** One page of the list, with how many accounts match in all. */
export const ZUserListResponseSchema = z.object({
  users: z.array(ZUserListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TUserListResponse = z.infer<typeof ZUserListResponseSchema>;

export const ZCreateUserResponseSchema = z.object({
  user: ZUserSchema,
  /** Present only when the server generated the password; shown once, never stored in clear. */
  oneTimePassword: z.string().optional(),
});
export type TCreateUserResponse = z.infer<typeof ZCreateUserResponseSchema>;

export const ZDoctorSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  supervisorIds: z.array(z.string()),
});

export const ZDoctorListResponseSchema = z.object({
  doctors: z.array(ZDoctorSummarySchema),
  /** More doctors match than were answered (at most DOCTOR_OPTIONS_MAX with `q`). */
  hasMore: z.boolean(),
});

/** At most this many ST doctors answer one search of the selector (decision 254). */
export const DOCTOR_OPTIONS_MAX = 50;

export const ZDoctorListQuerySchema = z.object({
  /** Searched in name and e-mail, case-insensitively. */
  q: search,
  /**
   * At most this many (1–50). With `q` or `limit` the answer is bounded (50 unless less is asked),
   * so the selector never receives every doctor; the web always sends it, as an empty `q` is left
   * out of the address.
   */
  limit: z
    .string({ error: M.doctorLimitInvalid })
    .trim()
    .regex(/^\d{1,3}$/, M.doctorLimitInvalid)
    .transform(Number)
    .refine((n) => n >= 1 && n <= DOCTOR_OPTIONS_MAX, M.doctorLimitInvalid)
    .optional(),
});
export type TDoctorListQuery = z.infer<typeof ZDoctorListQuerySchema>;

export const ZDoctorResponseSchema = z.object({ doctor: ZDoctorSummarySchema });

/** At most this many supervisors answer one search; a longer list is narrowed by searching. */
export const SUPERVISOR_OPTIONS_MAX = 50;

export const ZSupervisorListQuerySchema = z.object({ search });
export type TSupervisorListQuery = z.infer<typeof ZSupervisorListQuerySchema>;

export const ZSupervisorListResponseSchema = z.object({
  supervisors: z.array(ZUserSchema.pick({ id: true, email: true, displayName: true })),
  /** More supervisors match than were answered. */
  hasMore: z.boolean(),
});
export type TSupervisorListResponse = z.infer<typeof ZSupervisorListResponseSchema>;

export const ZAssignedSupervisorsResponseSchema = z.object({
  supervisors: z.array(ZAssignedSupervisorSchema),
});

export const ZAssignSupervisorsRequestSchema = z.object({
  supervisorIds: z
    .array(z.string().min(1).max(100))
    .max(50)
    .transform((ids) => [...new Set(ids)]),
  /** One of `supervisorIds`, or null for none marked; left out, a main still assigned stays. */
  mainSupervisorId: z.string().min(1).max(100).nullable().optional(),
});
export type TAssignSupervisorsRequest = z.output<typeof ZAssignSupervisorsRequestSchema>;
