import { lazy } from "react";
import { useAuth } from "@/web/lib/auth/auth-context";
import { BellButton } from "./bell-button";
import { DeferredMenu } from "./deferred-menu";

// The bell's menu pulls in Radix DropdownMenu and its queries; only signed-in members need them.
const BellMenu = lazy(() => import("./bell-menu"));

/** The notifications bell: nothing for visitors (or before the session is known). */
export function HeaderBell() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <DeferredMenu
      Menu={BellMenu}
      props={{ user }}
      standIn={({ pressed, onPress }) => (
        <BellButton aria-busy={pressed || undefined} onClick={onPress} />
      )}
    />
  );
}
