/** Account roles. The server stores one per user; only an administrator can change it. */
export const ROLES = ["user", "realtor", "photographer", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = "user";

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** The header's "Admin Dashboard" link shows for these roles. */
export function canSeeAdminLink(role: Role | null | undefined): boolean {
  return role === "admin" || role === "realtor";
}

/** Only administrators enter the /admin area. */
export function canEnterAdmin(role: Role | null | undefined): boolean {
  return role === "admin";
}
