import { Building2, FileText, Home, Star, UserCheck, UserPlus, Users, Video } from "lucide-react";
import type { AdminStats, AdminTimeframe } from "@/shared/admin-overview";
import { adminPaths } from "@/web/lib/paths";
import { AdminLinkCard } from "./admin-link-card";
import { AdminStatCard } from "./admin-stat-card";

interface DashboardFiguresProps {
  stats: AdminStats | undefined;
  timeframe: AdminTimeframe;
}

/** The four stat cards and the four link cards of the dashboard. */
export function DashboardFigures({ stats, timeframe }: DashboardFiguresProps) {
  const cards = stats?.cards;
  return (
    <>
      <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <AdminStatCard title="Total Users" icon={Users} card={cards?.users} timeframe={timeframe} />
        <AdminStatCard
          title="Properties"
          icon={Home}
          card={cards?.properties}
          timeframe={timeframe}
        />
        <AdminStatCard title="Video Reels" icon={Video} card={cards?.reels} timeframe={timeframe} />
        <AdminStatCard
          title="Blog Articles"
          icon={FileText}
          card={cards?.blogArticles}
          timeframe={timeframe}
        />
      </section>
      <section aria-label="Shortcuts" className="grid gap-4 md:grid-cols-2">
        <AdminLinkCard
          title="Recent Signups"
          description={`New users in the last ${timeframe}`}
          icon={UserPlus}
          value={stats?.recentSignups}
          to={adminPaths.users()}
        />
        <AdminLinkCard
          title="Access Requests"
          description="Pending requests"
          icon={UserCheck}
          value={stats?.pendingRequests}
          to={adminPaths.users({ tab: "requests" })}
        />
        <AdminLinkCard
          title="New Listings"
          description={`Listings added in the last ${timeframe}`}
          icon={Building2}
          value={stats?.newListings}
          to={adminPaths.properties()}
        />
        <AdminLinkCard
          title="Featured Content"
          description="Featured listings"
          icon={Star}
          value={stats?.featured}
          to={adminPaths.properties("featured")}
        />
      </section>
    </>
  );
}
