import { useEffect, useState } from "react";
import { ListingStrip } from "@/web/components/properties/listing-strip";
import { useAuth } from "@/web/lib/auth/auth-context";
import { useRecentlyViewed, useRecordView } from "../api/recently-viewed";
import { addLocalView, browserStorage } from "../local-views";

/**
 * 'Recently viewed' under a listing: records this visit (in this browser, and for a member on
 * their account too) and offers the others, newest first. Drawn after the page starts in the
 * browser, since the list lives there or with the account.
 */
export function RecentlyViewed({ propertyId }: { propertyId: string }) {
  const { user, loading } = useAuth();
  const signedIn = user !== null;
  const [localIds, setLocalIds] = useState<string[] | null>(null);
  const record = useRecordView();
  const recordForAccount = record.mutate;

  useEffect(() => {
    // Shown without this listing; read before it is added, so it never offers itself.
    setLocalIds(addLocalView(browserStorage(), propertyId).slice(1));
  }, [propertyId]);
  useEffect(() => {
    if (signedIn) recordForAccount(propertyId);
  }, [signedIn, propertyId, recordForAccount]);

  const ready = localIds !== null && !loading;
  const { data, isError } = useRecentlyViewed(signedIn, localIds ?? [], ready);
  if (!ready || isError) return null;
  const others = data?.filter((listing) => listing.id !== propertyId).slice(0, 3);
  return <ListingStrip title="Recently viewed" properties={others} />;
}
