import { Pencil, Settings } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Card, CardContent } from "@/web/components/ui/card";
import { UserAvatar } from "@/web/components/user-avatar";
import type { AuthUser } from "@/web/lib/auth/auth-user";
import { paths } from "@/web/lib/paths";
import { capitalise } from "../profile-display";
import { ProfileDetails } from "./profile-details";
import { SignOutButton } from "./sign-out-button";

/** The signed-in user's profile on /profile, view mode. */
interface ProfileCardProps {
  user: AuthUser;
  onEdit?: () => void;
  /** Focus returns here when edit mode ends. */
  editButtonRef?: Ref<HTMLButtonElement>;
}

export function ProfileCard({ user, onEdit, editButtonRef }: ProfileCardProps) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-6 p-6 sm:flex-row sm:items-start">
        <UserAvatar name={user.name} imageUrl={user.avatarUrl} className="size-20 text-2xl" />
        <div className="min-w-0 flex-1 space-y-1 text-center sm:text-left">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h2 className="break-words font-semibold text-2xl">{user.name.trim() || "User"}</h2>
            {user.role !== "user" ? <Badge>{capitalise(user.role)}</Badge> : null}
          </div>
          {user.username ? (
            <p className="break-all text-muted-foreground">@{user.username}</p>
          ) : null}
          <p className="break-all text-muted-foreground">{user.email}</p>
        </div>
        {onEdit ? (
          <Button
            ref={editButtonRef}
            type="button"
            variant="outline"
            className="w-full sm:w-auto"
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
            Edit Profile
          </Button>
        ) : null}
      </CardContent>
      <div className="border-t p-6">
        <ProfileDetails role={user.role} profile={user.profile} />
      </div>
      <div className="flex flex-col gap-3 border-t p-6 sm:flex-row sm:justify-end">
        <Link
          to={paths.dashboard({ tab: "settings" })}
          className={buttonVariants({ variant: "secondary" })}
        >
          <Settings aria-hidden="true" />
          Manage Profile & Settings
        </Link>
        <SignOutButton />
      </div>
    </Card>
  );
}
