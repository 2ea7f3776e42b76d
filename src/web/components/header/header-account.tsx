import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { paths } from "@/web/app/paths";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/auth/auth-context";

// The menu pulls in Radix DropdownMenu and the toasts; only signed-in visitors need them.
const UserMenu = lazy(() => import("./user-menu"));

const avatarPlaceholder = <Skeleton className="size-9 rounded-full" />;

export function HeaderAccount() {
  const { user, loading } = useAuth();
  if (loading) return avatarPlaceholder;
  if (user) {
    return (
      <Suspense fallback={avatarPlaceholder}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  // Hidden on mobile, where the bottom bar has its own Sign In slot.
  return (
    <div className="hidden md:block">
      <Link to={paths.profile()} className={buttonVariants({ size: "sm" })}>
        Sign in
      </Link>
    </div>
  );
}
