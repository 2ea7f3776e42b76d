import { format } from "date-fns";
import type { AdminUserRow } from "@/shared/admin-users";
import { TableStatusRows } from "@/web/components/table/table-status-row";
import { Badge } from "@/web/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/web/components/ui/table";
import { formatPhone } from "@/web/lib/format-phone";
import { ROLE_LABELS } from "./role-labels";
import type { UserAction } from "./user-action";
import { UserIdentity } from "./user-identity";
import { UserRowActions } from "./user-row-actions";

interface UsersTableProps {
  users: AdminUserRow[] | undefined;
  loading: boolean;
  /** The Role column shows on the All Users tab only. */
  showRole: boolean;
  currentUserId: string | undefined;
  onAction: (action: UserAction) => void;
}

/** The users table: User, Role, Contact, Email, Joined, Actions. */
export function UsersTable({ users, loading, showRole, currentUserId, onAction }: UsersTableProps) {
  const columns = showRole ? 6 : 5;
  return (
    <Table stickyActions aria-label="Users" className="min-w-[720px]">
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          {showRole ? <TableHead>Role</TableHead> : null}
          <TableHead>Contact</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Joined</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableStatusRows
          rows={users}
          loading={loading}
          colSpan={columns}
          empty={"No users found"}
        />

        {users?.map((user) => (
          <TableRow key={user.id}>
            <TableCell>
              <div className="flex flex-wrap items-center gap-2">
                <UserIdentity
                  name={user.name}
                  username={user.username}
                  avatarUrl={user.avatarUrl}
                />
                {user.suspended ? (
                  <Badge className="bg-destructive text-destructive-foreground">Suspended</Badge>
                ) : null}
              </div>
            </TableCell>
            {showRole ? (
              <TableCell>
                <Badge>{ROLE_LABELS[user.role]}</Badge>
              </TableCell>
            ) : null}
            <TableCell className="whitespace-nowrap">
              {user.phoneNumber ? formatPhone(user.phoneNumber) : "—"}
            </TableCell>
            <TableCell className="whitespace-nowrap">{user.email}</TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={user.createdAt}>
                {format(new Date(user.createdAt), "MMM d, yyyy")}
              </time>
            </TableCell>
            <TableCell className="text-right">
              <UserRowActions user={user} isSelf={user.id === currentUserId} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
