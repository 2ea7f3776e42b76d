import { Ban, MoreHorizontal, ShieldCheck, Trash2, UserPen } from "lucide-react";
import type { AdminUserRow } from "@/shared/admin-users";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import type { UserAction } from "./user-action";

interface UserRowActionsProps {
  user: AdminUserRow;
  /** The admin's own row: no suspend or delete (the server refuses them too). */
  isSelf: boolean;
  onAction: (action: UserAction) => void;
}

/** The row menu: View & Edit Profile, Suspend / Unsuspend User, Delete User. */
export function UserRowActions({ user, isSelf, onAction }: UserRowActionsProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${user.name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction({ kind: "profile", user })}>
          <UserPen aria-hidden="true" />
          View &amp; Edit Profile
        </DropdownMenuItem>
        {isSelf ? null : (
          <>
            {user.suspended ? (
              <DropdownMenuItem onSelect={() => onAction({ kind: "unsuspend", user })}>
                <ShieldCheck aria-hidden="true" />
                Unsuspend User
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => onAction({ kind: "suspend", user })}>
                <Ban aria-hidden="true" />
                Suspend User
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => onAction({ kind: "delete", user })}
              className="text-destructive data-[highlighted]:text-destructive"
            >
              <Trash2 aria-hidden="true" />
              Delete User
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
