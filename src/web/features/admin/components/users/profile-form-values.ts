import type { AdminUserDetail } from "@/shared/admin-users";
import type { Role } from "@/shared/roles";
import type { AdminUserUpdateFields } from "@/shared/schemas/admin-users";

/** What the profile dialog's form holds: text as typed, the role as chosen. */
export interface ProfileFormValues {
  name: string;
  username: string;
  phoneNumber: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  role: Role;
}

export const PROFILE_FORM_FIELDS = [
  "name",
  "username",
  "phoneNumber",
  "streetAddress",
  "city",
  "state",
  "zipCode",
  "role",
] as const satisfies readonly (keyof ProfileFormValues)[];

export function profileFormDefaults(user: AdminUserDetail): ProfileFormValues {
  return {
    name: user.name,
    username: user.username ?? "",
    phoneNumber: user.phoneNumber ?? "",
    streetAddress: user.streetAddress ?? "",
    city: user.city ?? "",
    state: user.state ?? "",
    zipCode: user.zipCode ?? "",
    role: user.role,
  };
}

/**
 * The PATCH body: only the fields that differ from what was loaded, so an untouched blank
 * username is not sent (it would be refused) and the role is sent only when it changes.
 */
export function profileUpdateBody(
  initial: ProfileFormValues,
  values: ProfileFormValues,
): AdminUserUpdateFields {
  const body: Record<string, string> = {};
  for (const field of PROFILE_FORM_FIELDS) {
    if (values[field] !== initial[field]) body[field] = values[field];
  }
  return body as AdminUserUpdateFields;
}
