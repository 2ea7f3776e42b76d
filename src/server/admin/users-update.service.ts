import { and, eq, ne } from "drizzle-orm";
import { ADMIN_USER_MESSAGES } from "@/shared/admin-users";
import { emailPrefix } from "@/shared/format";
import type { AdminUserUpdate } from "@/shared/schemas/admin-users";
import type { Database } from "../platform/db/client";
import { profiles, user } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { ensureProfileRow, USERNAME_TAKEN } from "../profiles/profiles.service";
import { sqlState, UNIQUE_VIOLATION } from "../properties/ids";
import { recordActivity } from "./activity.service";
import {
  applyRoleChange,
  assertAnotherActiveAdmin,
  type LockedUser,
  lockAdminRoster,
  lockUser,
} from "./users-roles";

const usernameTaken = () => new ApiError("CONFLICT", USERNAME_TAKEN.message, [USERNAME_TAKEN]);

type ProfileFields = Omit<AdminUserUpdate, "name" | "role" | "email">;

/** The names of the fields whose new value differs from the stored one. */
async function changedFields(
  tx: Database,
  target: LockedUser,
  name: string | undefined,
  fields: ProfileFields,
): Promise<string[]> {
  const [current] = await tx.select().from(profiles).where(eq(profiles.id, target.id)).limit(1);
  const changed = Object.entries(fields)
    .filter(
      ([key, value]) => value !== undefined && current?.[key as keyof ProfileFields] !== value,
    )
    .map(([key]) => key);
  if (name !== undefined && name !== target.name) changed.unshift("name");
  return changed;
}

/**
 * The profile dialog's save : the member's own fields plus the role,
 * all in one transaction with its activity rows (role_changed, profile_updated). An admin cannot
 * change their own role nor take the role from the last administrator.
 */
export async function updateUserAsAdmin(
  db: Database,
  adminId: string,
  targetId: string,
  update: AdminUserUpdate,
): Promise<void> {
  const { name: rawName, role, email: _email, ...fields } = update;
  try {
    await db.transaction(async (tx) => {
      if (role !== undefined) await lockAdminRoster(tx);
      const target = await lockUser(tx, targetId);
      const details = { name: target.name, email: target.email };

      let roleChanged = false;
      if (role !== undefined && role !== target.role) {
        if (target.id === adminId) throw ApiError.conflict(ADMIN_USER_MESSAGES.ownRole);
        if (target.role === "admin") await assertAnotherActiveAdmin(tx, target.id);
        await applyRoleChange(tx, target, role);
        await recordActivity(tx, {
          adminId,
          action: "role_changed",
          targetType: "user",
          targetId: target.id,
          details: { ...details, from: target.role, to: role },
        });
        roleChanged = true;
      }

      if (fields.username !== undefined) {
        const holder = await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.username, fields.username), ne(profiles.id, target.id)))
          .limit(1);
        if (holder.length > 0) throw usernameTaken();
      }
      // An empty name falls back to the e-mail prefix, as on the member's own form.
      const name = rawName === undefined ? undefined : rawName || emailPrefix(target.email);
      await ensureProfileRow(tx, target);
      const changed = await changedFields(tx, target, name, fields);
      const now = new Date();
      if (name !== undefined && name !== target.name) {
        await tx.update(user).set({ name, updatedAt: now }).where(eq(user.id, target.id));
      }
      if (changed.length > 0 || roleChanged) {
        await tx
          .update(profiles)
          .set({ ...fields, updatedAt: now })
          .where(eq(profiles.id, target.id));
      }
      if (changed.length > 0) {
        await recordActivity(tx, {
          adminId,
          action: "profile_updated",
          targetType: "user",
          targetId: target.id,
          details: { ...details, fields: changed },
        });
      }
    });
  } catch (error) {
    // Two saves claiming the same free username at once: the check above passed for both.
    if (sqlState(error) === UNIQUE_VIOLATION) throw usernameTaken();
    throw error;
  }
}
