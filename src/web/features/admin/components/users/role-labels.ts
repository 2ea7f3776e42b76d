import type { Role } from "@/shared/roles";
import type { AccessRequestType } from "@/shared/schemas/access-requests";

export const ROLE_LABELS: Record<Role, string> = {
  user: "User",
  realtor: "Realtor",
  photographer: "Photographer",
  admin: "Admin",
};

export const REQUEST_TYPE_LABELS: Record<AccessRequestType, string> = {
  realtor: "Realtor",
  photographer: "Photographer",
};
