import { useParams } from "react-router";
import { PageSkeleton } from "@/web/components/page-skeleton";
import { SignInRequired } from "@/web/components/sign-in-required";
import { CollectionPage } from "@/web/features/collections/components/collection-page";
import { useAuth } from "@/web/lib/auth/auth-context";

export default function CollectionRoute() {
  const { id = "" } = useParams();
  const { user, loading } = useAuth();
  if (loading) return <PageSkeleton />;
  if (!user) return <SignInRequired reason="Please sign in to see this collection." />;
  return <CollectionPage key={id} userId={user.id} id={id} />;
}
