import { LogOut, Search } from "lucide-react";
import { NavLink, useNavigate } from "react-router";
import { useSignOutAction } from "@/web/lib/auth/use-sign-out-action";
import { paths } from "@/web/lib/paths";
import { ADMIN_NAV_ITEMS } from "./admin-nav-items";
import { AdminThemeToggle } from "./admin-theme-toggle";
import { SidebarItem, SidebarLabel, sidebarEntryClass } from "./sidebar-item";

interface AdminSidebarProps {
  collapsed: boolean;
  onOpenSearch: () => void;
  /** Called when a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The back office's navigation, quick search, theme toggle and Logout. */
export function AdminSidebar({ collapsed, onOpenSearch, onNavigate }: AdminSidebarProps) {
  const navigate = useNavigate();
  const { signOut, pending } = useSignOutAction();

  const handleLogout = () => {
    // Leave first: the admin area would otherwise react to the sign-out itself.
    navigate(paths.home());
    void signOut();
  };

  return (
    <div className="flex flex-1 flex-col gap-4 overflow-y-auto p-3">
      <SidebarItem label="Search" collapsed={collapsed}>
        <button
          type="button"
          onClick={onOpenSearch}
          aria-keyshortcuts="Control+K Meta+K"
          className={sidebarEntryClass(collapsed)}
        >
          <Search aria-hidden="true" />
          <SidebarLabel label="Search" collapsed={collapsed} />
        </button>
      </SidebarItem>
      <nav aria-label="Admin">
        <ul className="space-y-1">
          {ADMIN_NAV_ITEMS.map(({ label, to, icon: Icon, end }) => (
            <li key={to}>
              <SidebarItem label={label} collapsed={collapsed}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  className={sidebarEntryClass(collapsed)}
                >
                  <Icon aria-hidden="true" />
                  <SidebarLabel label={label} collapsed={collapsed} />
                </NavLink>
              </SidebarItem>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto space-y-1 border-t pt-3">
        <AdminThemeToggle collapsed={collapsed} />
        <SidebarItem label="Logout" collapsed={collapsed}>
          <button
            type="button"
            onClick={handleLogout}
            disabled={pending}
            className={sidebarEntryClass(collapsed)}
          >
            <LogOut aria-hidden="true" />
            <SidebarLabel label="Logout" collapsed={collapsed} />
          </button>
        </SidebarItem>
      </div>
    </div>
  );
}
