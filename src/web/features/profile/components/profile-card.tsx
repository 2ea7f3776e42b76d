import { Settings } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/web/app/paths";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { UserAvatar } from "@/web/components/user-avatar";
import type { AuthUser } from "@/web/lib/auth/auth-user";
import { SignOutButton } from "./sign-out-button";

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The signed-in user's summary on /profile (part 1 §2, view mode). */
export function ProfileCard({ user }: { user: AuthUser }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-6 p-6 sm:flex-row sm:items-start">
        <UserAvatar name={user.name} imageUrl={user.avatarUrl} className="size-20 text-2xl" />
        <div className="min-w-0 flex-1 space-y-1 text-center sm:text-left">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h2 className="font-semibold text-2xl">{user.name.trim() || "User"}</h2>
            {user.role !== "user" ? <Badge>{capitalise(user.role)}</Badge> : null}
          </div>
          {user.username ? <p className="text-muted-foreground">@{user.username}</p> : null}
          <p className="break-all text-muted-foreground">{user.email}</p>
        </div>
      </CardContent>
      <div className="flex flex-col gap-3 border-t p-6 sm:flex-row sm:justify-end">
        <Button asChild variant="secondary">
          <Link to={paths.dashboard({ tab: "settings" })}>
            <Settings aria-hidden="true" />
            Manage Profile & Settings
          </Link>
        </Button>
        <SignOutButton />
      </div>
    </Card>
  );
}
