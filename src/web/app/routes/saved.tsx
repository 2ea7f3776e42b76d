import { ComingSoonPage } from "@/web/components/coming-soon-page";
import { PageSkeleton } from "@/web/components/page-skeleton";
import { SignInRequired } from "@/web/components/sign-in-required";
import { useAuth } from "@/web/lib/auth/auth-context";

export default function SavedPage() {
  const { user, loading } = useAuth();
  if (loading) return <PageSkeleton />;
  if (!user) return <SignInRequired reason="Please sign in to view your saved properties." />;
  return (
    <ComingSoonPage
      title="Saved Properties"
      description="The properties you save will be listed here; this page is being built."
    />
  );
}
