import { lazy, Suspense } from "react";
import { useAuth } from "@/web/lib/auth/auth-context";
import { useLive } from "@/web/lib/use-live";

// The menu, its queries and its dialog load only for a signed-in member once the page is live,
// so a public page's first load does not carry them.
const AddToCollectionMenu = lazy(() =>
  import("./add-to-collection-menu").then((module) => ({ default: module.AddToCollectionMenu })),
);

/** 'Add to collection' on a listing's page, for signed-in members. */
export function AddToCollectionSlot({
  propertyId,
  propertyTitle,
}: {
  propertyId: string;
  propertyTitle: string;
}) {
  const { user } = useAuth();
  const live = useLive();
  if (!user || !live) return null;
  return (
    <Suspense fallback={null}>
      <AddToCollectionMenu userId={user.id} propertyId={propertyId} propertyTitle={propertyTitle} />
    </Suspense>
  );
}
