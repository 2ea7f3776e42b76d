import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/auth/auth-context";
import type { AuthUser } from "@/web/lib/auth/auth-user";
import { paths } from "@/web/lib/paths";
import { useLive } from "@/web/lib/use-live";
import { AccountButton } from "./account-button";

// The menu pulls in Radix DropdownMenu and the toasts; only signed-in visitors need them.
const UserMenu = lazy(() => import("./user-menu"));

const avatarPlaceholder = <Skeleton className="size-9 rounded-full" />;

export function HeaderAccount() {
  const { user, loading } = useAuth();
  if (loading) return avatarPlaceholder;
  if (user) return <AccountMenu user={user} />;
  // Hidden on mobile, where the bottom bar has its own Sign In slot.
  return (
    <div className="hidden md:block">
      <Link to={paths.profile()} className={buttonVariants({ size: "sm" })}>
        Sign in
      </Link>
    </div>
  );
}

/**
 * The account menu. The server draws its button alone, and the menu's code loads once the page
 * is live; a press on the button before that opens the menu as soon as it arrives, so an early
 * tap is never lost.
 */
function AccountMenu({ user }: { user: AuthUser }) {
  const live = useLive();
  const [pressed, setPressed] = useState(false);
  const standIn = (
    <AccountButton user={user} aria-busy={pressed || undefined} onClick={() => setPressed(true)} />
  );
  if (!live && !pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenu user={user} defaultOpen={pressed} />
    </Suspense>
  );
}
