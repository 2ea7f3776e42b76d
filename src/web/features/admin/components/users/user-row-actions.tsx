import { Ban, MoreHorizontal, ShieldCheck, Trash2, UserPen } from "lucide-react";
import { useRef } from "react";
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
  // The chosen action runs once the menu has closed and handed focus back to its trigger: a
  // dialog opened earlier remembers the vanished menu item and, closed, drops focus on the page.
  const chosen = useRef<UserAction | null>(null);
  const choose = (action: UserAction) => {
    chosen.current = action;
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${user.name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={() => {
          const action = chosen.current;
          chosen.current = null;
          if (action) onAction(action);
        }}
      >
        <DropdownMenuItem onSelect={() => choose({ kind: "profile", user })}>
          <UserPen aria-hidden="true" />
          View &amp; Edit Profile
        </DropdownMenuItem>
        {isSelf ? null : (
          <>
            {user.suspended ? (
              <DropdownMenuItem onSelect={() => choose({ kind: "unsuspend", user })}>
                <ShieldCheck aria-hidden="true" />
                Unsuspend User
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => choose({ kind: "suspend", user })}>
                <Ban aria-hidden="true" />
                Suspend User
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => choose({ kind: "delete", user })}
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
