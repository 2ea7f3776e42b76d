import { ComingSoonPage } from "@/web/components/coming-soon-page";

/** The back office's home; its screens (part 2 §2) arrive in a later issue. */
export function AdminDashboardPage() {
  return (
    <ComingSoonPage
      title="Admin Dashboard"
      description="The back office for users, blog posts and properties is being built."
    />
  );
}
