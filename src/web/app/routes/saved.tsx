import { PageSkeleton } from "@/web/components/page-skeleton";
import { SignInRequired } from "@/web/components/sign-in-required";
import { SavedPropertiesPage } from "@/web/features/saved/components/saved-properties-page";
import { useAuth } from "@/web/lib/auth/auth-context";

export default function SavedPage() {
  const { user, loading } = useAuth();
  if (loading) return <PageSkeleton />;
  if (!user) return <SignInRequired reason="Please sign in to view your saved properties." />;
  return <SavedPropertiesPage userId={user.id} />;
}
