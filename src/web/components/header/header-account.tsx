import { lazy } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/auth/auth-context";
import type { AuthUser } from "@/web/lib/auth/auth-user";
import { paths } from "@/web/lib/paths";
import { AccountButton } from "./account-button";
import { DeferredMenu } from "./deferred-menu";

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
 * The account menu: the server draws its button alone and the menu's code loads once the page is
 * live (deferred-menu.tsx).
 */
function AccountMenu({ user }: { user: AuthUser }) {
  return (
    <DeferredMenu
      Menu={UserMenu}
      props={{ user }}
      standIn={({ pressed, onPress }) => (
        <AccountButton user={user} aria-busy={pressed || undefined} onClick={onPress} />
      )}
    />
  );
}
