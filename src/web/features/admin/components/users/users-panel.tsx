import { useCallback, useState } from "react";
import type { AdminUserTab } from "@/shared/admin-users";
import type { Role } from "@/shared/roles";
import { LoadError } from "@/web/components/table/load-error";
import { TablePagination } from "@/web/components/table/table-pagination";
import { useAuth } from "@/web/lib/auth/auth-context";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useUnsuspendUser } from "../../api/unsuspend-user";
import { useAdminUsers } from "../../api/users";
import type { UserAction } from "./user-action";
import { UserActionDialogs } from "./user-action-dialogs";
import { UsersTable } from "./users-table";

interface UsersPanelProps {
  tab: AdminUserTab;
  q: string;
  role: Role | undefined;
  page: number;
  onPage: (page: number) => void;
}

/** One account tab: the server-paged table, its pagination and the row actions' dialogs. */
export function UsersPanel({ tab, q, role, page, onPage }: UsersPanelProps) {
  const { user: me } = useAuth();
  const users = useAdminUsers({ tab, q: q || undefined, role, page });
  const [action, setAction] = useState<UserAction | null>(null);
  const close = useCallback(() => setAction(null), []);
  const unsuspend = useUnsuspendUser();

  // Unsuspending only gives back what was taken, so it runs without a dialog.
  const onAction = (next: UserAction) => {
    if (next.kind !== "unsuspend") return setAction(next);
    const { user } = next;
    unsuspend.mutate(user.id, {
      onSuccess: () => notifySuccess("User unsuspended", `${user.name} can sign in again.`),
      onError: (error) => notifyError("Failed to unsuspend user", error, "Please try again."),
    });
  };

  return (
    <div className="grid gap-4" aria-busy={users.isFetching || undefined}>
      {users.isError ? (
        <LoadError
          error={users.error}
          title="Failed to load users"
          onRetry={() => users.refetch()}
        />
      ) : null}
      <UsersTable
        users={users.data?.items}
        loading={users.isPending}
        showRole={tab === "all"}
        currentUserId={me?.id}
        onAction={onAction}
      />
      {users.data ? (
        <TablePagination page={page} pageCount={users.data.pageCount} onPage={onPage} />
      ) : null}
      <UserActionDialogs action={action} currentUserId={me?.id} onClose={close} />
    </div>
  );
}
