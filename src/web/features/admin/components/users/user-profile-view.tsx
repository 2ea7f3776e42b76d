import type { AdminUserDetail } from "@/shared/admin-users";
import { formatPhone } from "@/web/lib/format-phone";
import { ROLE_LABELS } from "./role-labels";

/** The address on one line, or '—' when none was given. */
export function addressLine(user: AdminUserDetail): string {
  const cityLine = [user.city, [user.state, user.zipCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [user.streetAddress, cityLine].filter(Boolean).join(", ") || "—";
}

/** The profile dialog's view mode: username, e-mail, phone, address and account status. */
export function UserProfileView({ user }: { user: AdminUserDetail }) {
  const rows: [string, string][] = [
    ["Name", user.name],
    ["Username", user.username ? `@${user.username}` : "—"],
    ["Email", user.email],
    ["Phone", user.phoneNumber ? formatPhone(user.phoneNumber) : "—"],
    ["Address", addressLine(user)],
    ["Role", ROLE_LABELS[user.role]],
  ];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
      <dt className="font-medium text-muted-foreground">Account status</dt>
      <dd>
        {user.suspended ? (
          <span className="font-medium text-destructive">
            Suspended{user.suspendReason ? ` — ${user.suspendReason}` : ""}
          </span>
        ) : (
          <span className="font-medium text-emerald-700 dark:text-emerald-400">Active</span>
        )}
      </dd>
    </dl>
  );
}
