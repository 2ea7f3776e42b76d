import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { ADMIN_USER_MESSAGES, type AdminUserDetail } from "@/shared/admin-users";
import { ROLES } from "@/shared/roles";
import { adminUserUpdateSchema } from "@/shared/schemas/admin-users";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { ApiClientError } from "@/web/lib/api-client";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useUpdateAdminUser } from "../../api/update-user";
import { EmailReadOnlyField } from "./email-read-only-field";
import {
  PROFILE_FORM_FIELDS,
  type ProfileFormValues,
  profileFormDefaults,
  profileUpdateBody,
} from "./profile-form-values";
import { ROLE_LABELS } from "./role-labels";

interface UserProfileFormProps {
  user: AdminUserDetail;
  /** The admin's own profile: the role cannot be changed (the server refuses it too). */
  isSelf: boolean;
  onDone: () => void;
}

/** Refusals about the role come without a field; they belong under the Role select. */
const ROLE_MESSAGES: readonly string[] = [
  ADMIN_USER_MESSAGES.ownRole,
  ADMIN_USER_MESSAGES.lastAdmin,
];

const checkUpdate = zodResolver(adminUserUpdateSchema);

/**
 * Checks what would be sent with the shared schema, so an untouched blank username passes; the
 * form keeps what was typed (the server cleans it the same way).
 */
function changedFieldsResolver(initial: ProfileFormValues): Resolver<ProfileFormValues> {
  return async (values, context, options) => {
    const result = await checkUpdate(
      profileUpdateBody(initial, values),
      context,
      options as unknown as Parameters<typeof checkUpdate>[2],
    );
    if (Object.keys(result.errors).length > 0) {
      return { values: {}, errors: result.errors as FieldErrors<ProfileFormValues> };
    }
    return { values, errors: {} };
  };
}

/** The profile dialog's edit mode: the shared schema checks it before the server. */
export function UserProfileForm({ user, isSelf, onDone }: UserProfileFormProps) {
  const roleId = useId();
  const update = useUpdateAdminUser(user.id);
  // Fixed for the form's life: edit mode starts afresh each time it opens.
  const [initial] = useState(() => profileFormDefaults(user));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: changedFieldsResolver(initial),
    defaultValues: initial,
  });

  const save = async (values: ProfileFormValues) => {
    const body = profileUpdateBody(initial, values);
    if (Object.keys(body).length === 0) return onDone();
    try {
      await update.mutateAsync(body);
      notifySuccess("User updated", `${values.name || user.name}'s profile has been saved.`);
      onDone();
    } catch (error) {
      applyFieldIssues(error, setError, PROFILE_FORM_FIELDS);
      if (error instanceof ApiClientError && ROLE_MESSAGES.includes(error.message)) {
        setError("role", { type: "server", message: error.message }, { shouldFocus: true });
      }
      notifyError("Failed to update user profile.", error, "Please try again.");
    }
  };

  const text = (name: Exclude<keyof ProfileFormValues, "role">, label: string, auto: string) => (
    <TextField
      label={label}
      autoComplete={auto}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <form onSubmit={handleSubmit(save)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "Full Name", "off")}
        {text("username", "Username", "off")}
        <EmailReadOnlyField email={user.email} />
        {text("phoneNumber", "Phone", "off")}
      </div>
      {text("streetAddress", "Street Address", "off")}
      <div className="grid gap-4 sm:grid-cols-3">
        {text("city", "City", "off")}
        {text("state", "State", "off")}
        {text("zipCode", "ZIP Code", "off")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={roleId}>Role</Label>
        <NativeSelect
          id={roleId}
          disabled={isSelf}
          aria-invalid={errors.role ? true : undefined}
          aria-describedby={errors.role || isSelf ? `${roleId}-note` : undefined}
          {...register("role")}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
        {errors.role || isSelf ? (
          <p
            id={`${roleId}-note`}
            className={errors.role ? "text-destructive text-sm" : "text-muted-foreground text-sm"}
          >
            {errors.role?.message ?? ADMIN_USER_MESSAGES.ownRole}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton busy={isSubmitting} busyLabel="Saving...">
          Save Changes
        </SubmitButton>
      </div>
    </form>
  );
}
