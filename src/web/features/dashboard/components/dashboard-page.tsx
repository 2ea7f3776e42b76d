import {
  Bell,
  Bookmark,
  Building2,
  ChartLine,
  Clapperboard,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  SearchCheck,
  Settings,
} from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "@/web/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { UnreadCount } from "@/web/components/unread-count";
import type { AuthUser } from "@/web/lib/auth/auth-user";
import { paths } from "@/web/lib/paths";
import { useUnreadMessages } from "@/web/lib/unread-messages";
import {
  DASHBOARD_TAB_LABELS,
  type DashboardTab,
  dashboardTabsFor,
  isDashboardTab,
  readDashboardTab,
} from "../dashboard-tabs";
import { OverviewTab } from "./overview-tab";

const ICONS: Record<DashboardTab, LucideIcon> = {
  overview: LayoutDashboard,
  messages: MessagesSquare,
  saved: Bookmark,
  searches: SearchCheck,
  notifications: Bell,
  settings: Settings,
  inbox: Inbox,
  listings: Building2,
  reels: Clapperboard,
  performance: ChartLine,
};

interface DashboardPageProps {
  user: AuthUser;
  /** The other features' panels, composed by the route (features do not import each other). */
  saved: ReactNode;
  searches: ReactNode;
  /** Beside each of the overview's recent searches (Saved Searches' 'Save'). */
  recentSearchAction?: ComponentProps<typeof OverviewTab>["recentSearchAction"];
  /** On the overview, under the figures: the member's upcoming tours. */
  upcoming?: ReactNode;
  /** On the overview, first: a realtor's new leads. */
  leads?: ReactNode;
  /** The member's threads with realtors. */
  messages: ReactNode;
  notifications: ReactNode;
  settings: ReactNode;
  /** A realtor's leads, listing and reel managers; other roles never see these tabs. */
  inbox?: ReactNode;
  listings?: ReactNode;
  reels?: ReactNode;
  /** A realtor's numbers for their listings and reels. */
  performance?: ReactNode;
}

/**
 * /dashboard. The tab lives in the URL, so it can be linked, reloaded and walked back
 * with Back; only the open tab is mounted, so only its data is requested.
 */
export function DashboardPage({
  user,
  saved,
  searches,
  recentSearchAction,
  upcoming,
  leads,
  messages,
  notifications,
  settings,
  inbox = null,
  listings = null,
  reels = null,
  performance = null,
}: DashboardPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tabs = dashboardTabsFor(user.role);
  const tab = readDashboardTab(params, user.role);
  const unread = useUnreadMessages(user.id).data;
  const badges: Partial<Record<DashboardTab, number>> = {
    messages: unread?.member,
    inbox: unread?.realtor,
  };
  const panels: Record<DashboardTab, ReactNode> = {
    overview: (
      <OverviewTab
        user={user}
        recentSearchAction={recentSearchAction}
        upcoming={upcoming}
        leads={leads}
      />
    ),
    messages,
    saved,
    searches,
    notifications,
    settings,
    inbox,
    listings,
    reels,
    performance,
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 md:py-10">
      <PageHeader
        title="Dashboard"
        description="Your saved properties, notifications and account settings in one place."
      />
      <Tabs
        value={tab}
        // Arrow keys only move focus; Enter or Space opens a tab, so each history entry is a
        // tab the user actually opened.
        activationMode="manual"
        onValueChange={(next) => {
          // A new tab drops the settings section: it belongs to the settings tab only.
          if (isDashboardTab(next)) navigate(paths.dashboard({ tab: next }));
        }}
      >
        <TabsList
          aria-label="Dashboard"
          className={`grid h-auto grid-cols-2 gap-1 ${tabs.length > 6 ? "sm:grid-cols-3 lg:grid-cols-5" : "sm:grid-cols-3 lg:grid-cols-6"}`}
        >
          {tabs.map((value) => {
            const Icon = ICONS[value];
            const count = badges[value] ?? 0;
            return (
              <TabsTrigger key={value} value={value} className="gap-2 py-2">
                <Icon aria-hidden="true" className="size-4" />
                {DASHBOARD_TAB_LABELS[value]}
                <UnreadCount count={count} />
              </TabsTrigger>
            );
          })}
        </TabsList>
        {tabs.map((value) => (
          <TabsContent key={value} value={value} className="mt-6">
            {panels[value]}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
