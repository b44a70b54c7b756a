import { adminUserUpdateRequestSchema, type AdminUser, type AdminUserUpdateRequest } from "@contract/admin-users";
import { useState, type FormEvent } from "react";
import { Modal } from "@/components/modal";
import { SelectField } from "@/components/select-field";
import { FormActions } from "@/components/form-actions";
import { TextField } from "@/components/text-field";
import { useFormValues } from "@/components/use-form-values";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors, fieldErrors, type FieldErrors } from "@/lib/form-errors";
import { notify } from "@/components/notify";
import { useSessionUser } from "@/lib/session-user";
import { useUpdateAdminUser } from "../api/update-admin-user";
import { ResetPasswordSection } from "./reset-password-section";

const ROLE_OPTIONS = [
  { value: "user", label: "User" },
  { value: "admin", label: "Admin" },
] as const;

type Draft = Required<Pick<AdminUserUpdateRequest, "username" | "email" | "name" | "role" | "isActive">>;

/** Only what the admin changed is sent, so the audit trail records real changes. */
function changes(user: AdminUser, draft: Draft): AdminUserUpdateRequest {
  return Object.fromEntries(
    (Object.keys(draft) as (keyof Draft)[]).filter((key) => draft[key] !== user[key]).map((key) => [key, draft[key]]),
  ) as AdminUserUpdateRequest;
}

/** The account's fields and, below, the admin password reset. */
export function EditUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const me = useSessionUser();
  const self = user.id === me.id;
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const update = useUpdateAdminUser(user.id);
  const errors = { ...apiFieldErrors(update.error), ...clientErrors };
  const {
    values: draft,
    set,
    field,
  } = useFormValues<Draft>(
    {
      username: user.username,
      email: user.email,
      name: user.name,
      role: user.role,
      isActive: user.isActive,
    },
    errors,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = changes(user, draft);
    if (Object.keys(body).length === 0) return onClose();
    const parsed = adminUserUpdateRequestSchema.safeParse(body);
    setClientErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    if (!parsed.success) return;
    update.mutate(body, {
      onSuccess: () => {
        notify.success("User Updated", `${draft.username} was saved.`);
        onClose();
      },
      onError: (error) => notify.error(errorMessage(error, "Failed to update user")),
    });
  };

  return (
    <Modal open title="Edit User" onClose={onClose} className="max-w-lg">
      <form onSubmit={submit} className="flex flex-col gap-1" noValidate>
        <TextField label="Username" autoComplete="off" {...field("username")} />
        <TextField label="Email" type="email" autoComplete="off" {...field("email")} />
        <TextField label="Name" autoComplete="off" {...field("name")} />
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          disabled={self}
          hint={self ? "You cannot change your own role or deactivate your own account." : undefined}
          {...field("role")}
        />
        <label className="label mt-2 cursor-pointer justify-start gap-3">
          <input
            type="checkbox"
            className="toggle toggle-success"
            checked={draft.isActive}
            disabled={self}
            onChange={(event) => set("isActive", event.target.checked)}
          />
          <span className="text-base-content">Active account</span>
        </label>
        <FormActions className="modal-action mt-3" onCancel={onClose} pending={update.isPending} />
      </form>
      <ResetPasswordSection userId={user.id} username={user.username} />
    </Modal>
  );
}
