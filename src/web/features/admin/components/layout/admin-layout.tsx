import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { LoadingIndicator } from "@/web/components/loading-indicator";
import { cn } from "@/web/lib/cn";
import { AdminMobileDrawer } from "./admin-mobile-drawer";
import { AdminSidebar } from "./admin-sidebar";
import { SidebarItem } from "./sidebar-item";
import { useSidebarCollapsed } from "./use-sidebar-collapsed";

// The search dialog loads the first time it opens.
const QuickSearchDialog = lazy(() => import("../search/quick-search-dialog"));

const SIDEBAR_ID = "admin-sidebar";

/** Ctrl+K (Cmd+K on a Mac) opens the quick search from anywhere in the back office. */
function useQuickSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open]);
}

/** The back office frame: sidebar (a drawer on phones), and the current admin page. */
export function AdminLayout() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchLoaded, setSearchLoaded] = useState(false);
  const openSearch = () => {
    setSearchLoaded(true);
    setSearchOpen(true);
  };
  useQuickSearchShortcut(openSearch);
  const toggleLabel = collapsed ? "Expand sidebar" : "Collapse sidebar";

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col md:flex-row">
      <aside
        id={SIDEBAR_ID}
        aria-label="Admin sidebar"
        className={cn(
          "hidden shrink-0 flex-col border-r bg-card transition-[width] duration-200 motion-reduce:transition-none md:sticky md:top-16 md:flex md:h-[calc(100dvh-4rem)]",
          collapsed ? "w-20" : "w-64",
        )}
      >
        <div
          className={cn(
            "flex h-14 items-center border-b px-3",
            collapsed ? "justify-center" : "justify-between",
          )}
        >
          {collapsed ? null : <span className="px-3 font-semibold">Admin</span>}
          <SidebarItem label={toggleLabel} collapsed={collapsed}>
            <button
              type="button"
              onClick={toggleCollapsed}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
              aria-controls={SIDEBAR_ID}
              className="flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5"
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" />
              ) : (
                <PanelLeftClose aria-hidden="true" />
              )}
            </button>
          </SidebarItem>
        </div>
        <AdminSidebar collapsed={collapsed} onOpenSearch={openSearch} />
      </aside>
      <AdminMobileDrawer onOpenSearch={openSearch} />
      <div className="min-w-0 flex-1">
        <Suspense fallback={<LoadingIndicator label="Loading..." />}>
          <Outlet />
        </Suspense>
      </div>
      {searchLoaded ? (
        <Suspense fallback={null}>
          <QuickSearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
