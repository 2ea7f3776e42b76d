import {
  Bookmark,
  Inbox,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  MessagesSquare,
  Settings,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import { Link, useNavigate } from "react-router";
import { formatDisplayName } from "@/shared/display-name";
import { canSeeAdminLink } from "@/shared/roles";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { UnreadCount } from "@/web/components/unread-count";
import type { AuthUser } from "@/web/lib/auth/auth-user";
import { useSignOutAction } from "@/web/lib/auth/use-sign-out-action";
import { paths } from "@/web/lib/paths";
import { useAccountTheme } from "@/web/lib/theme/use-account-theme";
import { useUnreadMessages } from "@/web/lib/unread-messages";
import { AccountButton } from "./account-button";

interface MenuLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Unread messages behind the link. */
  count?: number;
}

const LINKS: MenuLink[] = [
  { to: paths.dashboard(), label: "Dashboard", icon: LayoutDashboard },
  { to: paths.profile(), label: "View Profile", icon: UserRound },
  { to: paths.dashboard({ tab: "settings" }), label: "Settings", icon: Settings },
  { to: paths.saved(), label: "Saved Properties", icon: Bookmark },
];

/**
 * The back office for administrators; realtors manage their listings from the dashboard's My
 * Listings tab instead, since /admin admits administrators only.
 */
function adminLink(role: AuthUser["role"]): MenuLink {
  const to = role === "admin" ? paths.admin() : paths.dashboard({ tab: "listings" });
  return { to, label: "Admin Dashboard", icon: ShieldCheck };
}

/**
 * The signed-in user's menu in the header. Loaded lazily; `defaultOpen` when its
 * stand-in button was pressed before it arrived (header-account.tsx).
 */
export default function UserMenu({ user, defaultOpen }: { user: AuthUser; defaultOpen: boolean }) {
  const navigate = useNavigate();
  const { signOut } = useSignOutAction();
  // The menu is mounted whenever someone is signed in, on every page: the place to apply the
  // account's theme on sign-in without another request.
  useAccountTheme(user.profile?.themePreference);
  // Until the profile is read (pages never carry it), the session's name without the e-mail.
  const name = formatDisplayName(
    { ...user, email: user.email ?? "" },
    user.profile?.displayNameFormat,
  );
  // Polled here: the menu loads only for the signed-in, after the page is live, so the public
  // pages' first load carries none of it.
  const unread = useUnreadMessages(user.id).data;
  const conversations: MenuLink[] = [
    {
      to: paths.dashboard({ tab: "messages" }),
      label: "Messages",
      icon: MessagesSquare,
      count: unread?.member,
    },
  ];
  if (user.role === "realtor") {
    conversations.push({
      to: paths.dashboard({ tab: "inbox" }),
      label: "Inbox",
      icon: Inbox,
      count: unread?.realtor,
    });
  }
  const base = [...LINKS.slice(0, 1), ...conversations, ...LINKS.slice(1)];
  const links = canSeeAdminLink(user.role) ? [...base, adminLink(user.role)] : base;
  const totalUnread = (unread?.member ?? 0) + (unread?.realtor ?? 0);

  const handleSignOut = () => {
    // Leave first: a members-only page would otherwise react to the sign-out itself.
    navigate(paths.home());
    void signOut();
  };

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountButton user={user} unread={totalUnread} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{name}</span>
          {user.email && name !== user.email ? (
            <span className="block truncate text-muted-foreground text-xs">{user.email}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map(({ to, label, icon: Icon, count = 0 }) => (
          <DropdownMenuItem key={label} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
              <UnreadCount count={count} className="ml-auto" />
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={handleSignOut}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
