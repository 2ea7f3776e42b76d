import {
  Bookmark,
  Clapperboard,
  House,
  LayoutDashboard,
  LogIn,
  type LucideIcon,
  Search,
  UserRound,
} from "lucide-react";
import { NavLink } from "react-router";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/auth/auth-context";
import { paths } from "@/web/lib/paths";

interface Slot {
  to: string;
  label: string;
  icon: LucideIcon;
}

const COMMON: Slot[] = [
  { to: paths.home(), label: "Home", icon: House },
  { to: paths.search(), label: "Search", icon: Search },
  { to: paths.reels(), label: "Reels", icon: Clapperboard },
];
const SIGNED_IN: Slot[] = [
  { to: paths.dashboard(), label: "Dashboard", icon: LayoutDashboard },
  { to: paths.profile(), label: "Profile", icon: UserRound },
];
const SIGNED_OUT: Slot[] = [
  { to: paths.saved(), label: "Saved", icon: Bookmark },
  { to: paths.profile(), label: "Sign In", icon: LogIn },
];

/** The five-slot navigation below 768 px. Loaded lazily, on phones only. */
export default function BottomBar() {
  const { user, loading } = useAuth();
  const accountSlots = user ? SIGNED_IN : SIGNED_OUT;
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid h-16 grid-cols-5">
        {COMMON.map((slot) => (
          <BottomBarLink key={slot.label} slot={slot} />
        ))}
        {loading
          ? [0, 1].map((index) => (
              <li key={index} className="flex items-center justify-center">
                <Skeleton className="rounded-md h-9 w-12" />
              </li>
            ))
          : accountSlots.map((slot) => <BottomBarLink key={slot.label} slot={slot} />)}
      </ul>
    </nav>
  );
}

function BottomBarLink({ slot: { to, label, icon: Icon } }: { slot: Slot }) {
  return (
    <li>
      <NavLink
        to={to}
        end={to === paths.home()}
        className="flex h-full flex-col items-center justify-center gap-1 font-medium text-muted-foreground text-xs aria-[current=page]:text-primary"
      >
        <Icon aria-hidden="true" className="size-5" />
        {label}
      </NavLink>
    </li>
  );
}
