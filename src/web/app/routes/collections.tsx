import { PageSkeleton } from "@/web/components/page-skeleton";
import { SignInRequired } from "@/web/components/sign-in-required";
import { CollectionsListPage } from "@/web/features/collections/components/collections-list-page";
import { useAuth } from "@/web/lib/auth/auth-context";

export default function CollectionsRoute() {
  const { user, loading } = useAuth();
  if (loading) return <PageSkeleton />;
  if (!user) return <SignInRequired reason="Please sign in to see your collections." />;
  return <CollectionsListPage userId={user.id} />;
}
