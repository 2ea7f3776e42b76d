import type { AdminUserRow } from "@/shared/admin-users";

/** What a row menu asked for; the page opens the matching dialog. */
export interface UserAction {
  kind: "profile" | "suspend" | "unsuspend" | "delete";
  user: AdminUserRow;
}
