import { Pencil } from "lucide-react";
import { useState } from "react";
import type { AdminUserRow } from "@/shared/admin-users";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-client";
import { useAdminUser } from "../../api/user";
import { UserIdentity } from "./user-identity";
import { UserProfileForm } from "./user-profile-form";
import { UserProfileView } from "./user-profile-view";

interface UserProfileDialogProps {
  user: AdminUserRow;
  isSelf: boolean;
  onClose: () => void;
}

/**
 * View & Edit Profile. The dialog unmounts when closed, so closing it while editing leaves edit
 * mode.
 */
export function UserProfileDialog({ user, isSelf, onClose }: UserProfileDialogProps) {
  const [editing, setEditing] = useState(false);
  const detail = useAdminUser(user.id);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Profile" : "User Profile"}</DialogTitle>
          <DialogDescription>
            {editing ? "Update this user's details and role." : "Account details and status."}
          </DialogDescription>
        </DialogHeader>
        <UserIdentity name={user.name} username={user.username} avatarUrl={user.avatarUrl} />
        {detail.isPending ? <p className="text-muted-foreground text-sm">Loading...</p> : null}
        {detail.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {errorMessage(detail.error, "Could not load user data. Please try again later.")}
          </p>
        ) : null}
        {detail.data && editing ? (
          <UserProfileForm user={detail.data} isSelf={isSelf} onDone={() => setEditing(false)} />
        ) : null}
        {detail.data && !editing ? (
          <>
            <UserProfileView user={detail.data} />
            <div className="flex justify-end">
              <Button onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit Profile
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
