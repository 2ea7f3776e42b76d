import { Avatar, AvatarFallback, AvatarImage } from "@/web/components/ui/avatar";
import { avatarText } from "@/web/lib/avatar-text";

interface UserIdentityProps {
  name: string;
  username: string | null;
  avatarUrl: string | null;
}

/** The User cell: avatar (or initials), name and @username. */
export function UserIdentity({ name, username, avatarUrl }: UserIdentityProps) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar>
        {avatarUrl ? <AvatarImage src={avatarUrl} alt="" width={36} height={36} /> : null}
        <AvatarFallback className="text-xs">{avatarText(name)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <p className="truncate font-medium">{name}</p>
        {username ? <p className="truncate text-muted-foreground text-xs">@{username}</p> : null}
      </div>
    </div>
  );
}
