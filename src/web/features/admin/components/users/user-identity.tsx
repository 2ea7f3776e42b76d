import { UserAvatar } from "@/web/components/user-avatar";

interface UserIdentityProps {
  name: string;
  username: string | null;
  avatarUrl: string | null;
}

/** The User cell: avatar (or initials), name and @username. */
export function UserIdentity({ name, username, avatarUrl }: UserIdentityProps) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar name={name} imageUrl={avatarUrl} className="text-xs" />
      <div className="min-w-0">
        <p className="truncate font-medium">{name}</p>
        {username ? <p className="truncate text-muted-foreground text-xs">@{username}</p> : null}
      </div>
    </div>
  );
}
