import { ComingSoonPage } from "@/web/components/coming-soon-page";

/** The signed-in dashboard; its tabs (part 2 §2) arrive in a later issue. */
export function DashboardPage() {
  return (
    <ComingSoonPage
      title="Dashboard"
      description="Your dashboard, with saved properties, notifications and settings, is being built."
    />
  );
}
