import { listingCardActions } from "@/web/app/card-actions";
import { PageSkeleton } from "@/web/components/page-skeleton";
import { SignInRequired } from "@/web/components/sign-in-required";
import { AddToCollectionMenu } from "@/web/features/collections/components/add-to-collection-menu";
import { CompareTray } from "@/web/features/compare/components/compare-tray";
import { SavedPropertiesPage } from "@/web/features/saved/components/saved-properties-page";
import { useAuth } from "@/web/lib/auth/auth-context";

export default function SavedPage() {
  const { user, loading } = useAuth();
  if (loading) return <PageSkeleton />;
  if (!user) return <SignInRequired reason="Please sign in to view your saved properties." />;
  return (
    <>
      <SavedPropertiesPage
        userId={user.id}
        renderAction={listingCardActions}
        cardAction={(property) => (
          <AddToCollectionMenu
            userId={user.id}
            propertyId={property.id}
            propertyTitle={property.title}
            look="icon"
          />
        )}
      />
      <CompareTray />
    </>
  );
}
