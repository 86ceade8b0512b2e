import { Group, MultiSelect, Select, Stack, Switch, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useEffect } from "react";
import { ROLE_LABELS, type Role } from "@/shared/roles";
import {
  type TUpdateUserRequest,
  ZCreateUserRequestSchema,
  ZUpdateUserRequestSchema,
} from "@/shared/schemas/users";
import { FormActions } from "@/web/components/form-actions";
import { FormModal } from "@/web/components/form-modal";
import { PasswordField } from "@/web/components/password-field";
import { useFormKey } from "@/web/hooks/use-form-key";
import { CLINICS_UI_MESSAGES as C } from "@/web/lib/messages/clinics";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import { useClinics } from "../api/clinics";
import type { UserListItem } from "../api/get-users";
import { MoveDoctorSection } from "./move-doctor-section";

interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  password: string;
  /** Shown only when there is more than one clinic (decision 235); empty: the server decides. */
  clinicIds: string[];
  isRegionAdmin: boolean;
}

export type UserFormResult =
  /** `key`: the opened form's, so a retry creates the account once (decision 158). */
  | {
      kind: "create";
      values: Omit<UserFormValues, "isActive" | "clinicIds" | "isRegionAdmin"> & {
        clinicIds?: string[];
      };
      key: string;
    }
  | { kind: "edit"; id: string; changes: TUpdateUserRequest };

interface UserFormModalProps {
  opened: boolean;
  /** The account being edited; none means a new account. */
  user: UserListItem | undefined;
  roles: readonly Role[];
  busy: boolean;
  /** Server errors tied to one field (the API's `field`), shown under that field. */
  fieldErrors?: Partial<Record<keyof UserFormValues, string>>;
  onSubmit: (result: UserFormResult) => void;
  onClose: () => void;
}

const createResolver = schemaResolver(ZCreateUserRequestSchema, { sync: true });
const editResolver = schemaResolver(ZUpdateUserRequestSchema, { sync: true });

export function UserFormModal(props: UserFormModalProps) {
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.user ? M.editTitle : M.createTitle}
    >
      <UserForm {...props} />
    </FormModal>
  );
}

function UserForm({ user, roles, busy, fieldErrors, onSubmit, onClose }: UserFormModalProps) {
  const { key } = useFormKey();
  const form = useForm<UserFormValues>({
    mode: "controlled",
    initialValues: {
      email: user?.email ?? "",
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      role: user?.role ?? "ST_DOCTOR",
      isActive: user?.isActive ?? true,
      password: "",
      clinicIds: user?.clinicIds ?? [],
      isRegionAdmin: user?.isRegionAdmin ?? false,
    },
    validate: (values) => {
      const { clinicIds, isRegionAdmin: _r, ...base } = values;
      const clinics = clinicIds.length > 0 ? { clinicIds } : {};
      if (user) {
        const { password: _p, ...rest } = base;
        return editResolver({ ...rest, ...clinics });
      }
      const { isActive: _a, ...rest } = base;
      return createResolver({ ...rest, ...clinics });
    },
  });
  const clinicsInfo = useClinics().data;
  // With one clinic the form is as before; the region administrator sees the flag (decision 235).
  const choosesClinics = (clinicsInfo?.clinics.length ?? 0) > 1;
  const reachable = new Set([
    ...(clinicsInfo?.regionWide
      ? clinicsInfo.clinics.map((c) => c.id)
      : (clinicsInfo?.ownClinicIds ?? [])),
    ...(user?.clinicIds ?? []),
  ]);
  const clinicOptions = (clinicsInfo?.clinics ?? [])
    .filter((c) => reachable.has(c.id))
    .map((c) => ({ value: c.id, label: c.name }));
  const isDoctor = form.values.role === "ST_DOCTOR";

  // biome-ignore lint/correctness/useExhaustiveDependencies: only new server errors should land
  useEffect(() => {
    if (fieldErrors) form.setErrors(fieldErrors);
  }, [fieldErrors]);

  const submit = form.onSubmit((values) => {
    if (!user) {
      const { isActive: _a, isRegionAdmin: _r, clinicIds, ...rest } = values;
      onSubmit({
        kind: "create",
        values: {
          ...rest,
          email: rest.email.trim(),
          ...(clinicIds.length > 0
            ? { clinicIds: isDoctor ? clinicIds.slice(0, 1) : clinicIds }
            : {}),
        },
        key,
      });
      return;
    }
    const changes: TUpdateUserRequest = {};
    if (values.email.trim() !== user.email) changes.email = values.email.trim();
    if (values.firstName !== user.firstName) changes.firstName = values.firstName;
    if (values.lastName !== user.lastName) changes.lastName = values.lastName;
    if (values.role !== user.role) changes.role = values.role;
    if (values.isActive !== user.isActive) changes.isActive = values.isActive;
    if (values.isRegionAdmin !== user.isRegionAdmin) changes.isRegionAdmin = values.isRegionAdmin;
    const sameClinics =
      values.clinicIds.length === user.clinicIds.length &&
      values.clinicIds.every((id) => user.clinicIds.includes(id));
    if (!isDoctor && !sameClinics && values.clinicIds.length > 0)
      changes.clinicIds = values.clinicIds;
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    onSubmit({ kind: "edit", id: user.id, changes });
  });

  // A role the user may not assign can still be the row's current one; keep it visible.
  const roleOptions = [...new Set<Role>([...roles, ...(user ? [user.role] : [])])].map((r) => ({
    value: r,
    label: ROLE_LABELS[r],
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={M.email}
          type="email"
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps("email")}
        />
        <Group grow align="flex-start">
          <TextInput label={M.firstName} autoComplete="off" {...form.getInputProps("firstName")} />
          <TextInput label={M.lastName} autoComplete="off" {...form.getInputProps("lastName")} />
        </Group>
        <Select
          label={M.role}
          required
          data={roleOptions}
          allowDeselect={false}
          {...form.getInputProps("role")}
        />
        {choosesClinics && isDoctor && !user ? (
          <Select
            label={C.clinic}
            data={clinicOptions}
            value={form.values.clinicIds[0] ?? null}
            onChange={(value) => form.setFieldValue("clinicIds", value ? [value] : [])}
            error={form.errors.clinicIds}
          />
        ) : null}
        {choosesClinics && !isDoctor ? (
          <MultiSelect
            label={C.clinics}
            description={C.clinicsHint}
            data={clinicOptions}
            {...form.getInputProps("clinicIds")}
          />
        ) : null}
        {user && clinicsInfo?.regionWide ? (
          <Switch
            label={C.regionAdmin}
            description={C.regionAdminHint}
            {...form.getInputProps("isRegionAdmin", { type: "checkbox" })}
          />
        ) : null}
        {user ? (
          <Switch
            label={M.active}
            mt="xs"
            {...form.getInputProps("isActive", { type: "checkbox" })}
          />
        ) : (
          <PasswordField
            label={M.password}
            description={M.passwordHint}
            autoComplete="new-password"
            {...form.getInputProps("password")}
          />
        )}
        <FormActions
          saveLabel={busy ? M.saving : user ? M.save : M.create}
          busy={busy}
          busyMode="disable"
          onCancel={onClose}
          mt="sm"
        />
      </Stack>
      {user && user.role === "ST_DOCTOR" && choosesClinics && clinicsInfo ? (
        <MoveDoctorSection doctor={user} clinics={clinicsInfo} onMoved={onClose} />
      ) : null}
    </form>
  );
}
