import { Bell, Bookmark, Camera } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { greeting } from "@/shared/greeting";
import { Button } from "@/web/components/ui/button";
import type { AuthUser } from "@/web/lib/auth/auth-user";
import { paths } from "@/web/lib/paths";
import { useDashboardSummary } from "../api/get-dashboard-summary";
import { QuickLinks } from "./quick-links";
import { RecentSearchesCard } from "./recent-searches-card";
import { StatCard } from "./stat-card";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

interface OverviewTabProps {
  user: AuthUser;
  /** Beside each recent search (Saved Searches' 'Save'). */
  recentSearchAction?: ComponentProps<typeof RecentSearchesCard>["renderAction"];
  /** The upcoming tours (composed by the route from the conversations feature). */
  upcoming?: ReactNode;
  /** A realtor's new leads, shown first (composed by the route). */
  leads?: ReactNode;
}

/** The overview: a greeting, the live figures and the quick links. */
export function OverviewTab({ user, recentSearchAction, upcoming, leads }: OverviewTabProps) {
  const summary = useDashboardSummary(user.id);
  const seesPhotographers = user.role === "admin" || user.role === "realtor";
  // While loading: undefined (skeleton). After a failure: null (a dash), with a retry below.
  const figure = (pick: (data: NonNullable<typeof summary.data>) => number | null) =>
    summary.data ? pick(summary.data) : summary.isError ? null : undefined;

  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h2 className="font-semibold text-2xl">{greeting(user.name)}</h2>
        <p className="text-muted-foreground">Here's what's happening with your account.</p>
      </div>
      {leads}
      <section aria-label="Summary" className="space-y-3">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard
            title="Saved Properties"
            icon={Bookmark}
            value={figure((data) => data.savedCount)}
            action={
              <Link to={paths.dashboard({ tab: "saved" })} className={linkClass}>
                View saved properties
              </Link>
            }
          />
          <StatCard
            title="Notifications"
            icon={Bell}
            value={figure((data) => data.unreadNotifications)}
            action={
              <Link to={paths.dashboard({ tab: "notifications" })} className={linkClass}>
                View notifications
              </Link>
            }
          />
          {seesPhotographers ? (
            <StatCard
              title="Available Photographers"
              icon={Camera}
              value={figure((data) => data.availablePhotographers ?? 0)}
              action={
                <Link to={paths.photographers()} className={linkClass}>
                  Browse photographers
                </Link>
              }
            />
          ) : (
            <RecentSearchesCard userId={user.id} renderAction={recentSearchAction} />
          )}
        </div>
        {summary.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <p className="text-muted-foreground">Your dashboard figures could not be loaded.</p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => void summary.refetch()}
            >
              Try again
            </Button>
          </div>
        ) : null}
      </section>
      {upcoming}
      <QuickLinks />
    </div>
  );
}
