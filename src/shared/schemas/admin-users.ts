import { z } from "zod";
import {
  ADMIN_USER_MESSAGES,
  ADMIN_USER_SEARCH_MAX,
  ADMIN_USER_TABS,
  SUSPEND_REASON_MAX,
} from "../admin-users";
import { ROLES } from "../roles";
import { ACCESS_REQUEST_STATUSES } from "./access-requests";
import { profileUpdateSchema } from "./profile";
import { blankAsUnset, pageParam, searchTextParam } from "./query-params";

/** User ids are Better Auth's short random strings. */
const userIdParam = z
  .string()
  .trim()
  .regex(/^[\w-]{1,64}$/, "Not a user id");

/** GET /api/admin/users: tab, the Filter button's role, the search box and the page. */
export const adminUserListQuerySchema = z.object({
  tab: z.preprocess(
    blankAsUnset,
    z.enum(ADMIN_USER_TABS, "Choose all, realtors or photographers").default("all"),
  ),
  role: z.preprocess(blankAsUnset, z.enum(ROLES, "Choose a role").optional()),
  q: searchTextParam(ADMIN_USER_SEARCH_MAX),
  page: pageParam(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

const profileField = profileUpdateSchema.shape;

/**
 * PATCH /api/admin/users/:id, the profile dialog's form. The field rules are the member's own
 * (profileUpdateSchema); role is what only an administrator may set. E-mail is refused with the
 * documented message rather than as an unknown key, so the form can show it on the
 * field; strict, so nothing else can be slipped in.
 */
export const adminUserUpdateSchema = z.strictObject({
  name: profileField.name,
  username: profileField.username,
  phoneNumber: profileField.phoneNumber,
  streetAddress: profileField.streetAddress,
  city: profileField.city,
  state: profileField.state,
  zipCode: profileField.zipCode,
  role: z.enum(ROLES, "Choose user, realtor, photographer or admin").optional(),
  email: z.never({ error: ADMIN_USER_MESSAGES.emailNotEditable }).optional(),
});
export type AdminUserUpdateFields = z.input<typeof adminUserUpdateSchema>;
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;

/** An admin action's required reason, with the action's own words when it is missing. */
const reasonSchema = (missing: string) =>
  z.object({
    reason: z
      .string({ error: missing })
      .trim()
      .min(1, missing)
      .max(SUSPEND_REASON_MAX, `Reason must be at most ${SUSPEND_REASON_MAX} characters.`),
  });

/** POST /api/admin/users/:id/suspend. */
export const suspendUserSchema = reasonSchema("Please give a reason for the suspension.");
export type SuspendUserInput = z.infer<typeof suspendUserSchema>;

/** POST /api/admin/access-requests/:id/reject: the applicant reads the reason. */
export const rejectRequestSchema = reasonSchema("Please tell the applicant why.");

/** GET /api/admin/access-requests: pending by default; userId narrows to one user's requests. */
export const adminAccessRequestListQuerySchema = z.object({
  status: z.preprocess(
    blankAsUnset,
    z.enum(ACCESS_REQUEST_STATUSES, "Choose pending, approved or rejected").default("pending"),
  ),
  userId: z.preprocess(blankAsUnset, userIdParam.optional()),
  page: pageParam(),
});
export type AdminAccessRequestListQuery = z.infer<typeof adminAccessRequestListQuerySchema>;
