import { DeleteUserDialog } from "./delete-user-dialog";
import { SuspendUserDialog } from "./suspend-user-dialog";
import type { UserAction } from "./user-action";
import { UserProfileDialog } from "./user-profile-dialog";

interface UserActionDialogsProps {
  action: UserAction | null;
  currentUserId: string | undefined;
  onClose: () => void;
}

/** The dialog a row menu asked for (Unsuspend needs none: the page runs it at once). */
export function UserActionDialogs({ action, currentUserId, onClose }: UserActionDialogsProps) {
  if (!action) return null;
  const { user } = action;
  switch (action.kind) {
    case "profile":
      return <UserProfileDialog user={user} isSelf={user.id === currentUserId} onClose={onClose} />;
    case "suspend":
      return <SuspendUserDialog user={user} onClose={onClose} />;
    case "delete":
      return <DeleteUserDialog user={user} onClose={onClose} />;
    default:
      return null;
  }
}
