import { useEffect, useState } from "react";
import { ListingStrip } from "@/web/components/properties/listing-strip";
import { useAuth } from "@/web/lib/auth/auth-context";
import { useRecentlyViewed } from "../api/recently-viewed";
import { browserStorage, readLocalViews } from "../local-views";

/**
 * 'Recently viewed' under a listing: the member's list from their account, a visitor's from this
 * browser, newest first and without this listing (RecordView has already put it first).
 */
export function RecentlyViewed({ propertyId }: { propertyId: string }) {
  const { user, loading } = useAuth();
  const [localIds, setLocalIds] = useState<string[] | null>(null);
  useEffect(() => {
    setLocalIds(readLocalViews(browserStorage()).filter((id) => id !== propertyId));
  }, [propertyId]);

  const ready = localIds !== null && !loading;
  const { data, isError } = useRecentlyViewed(user !== null, localIds ?? [], ready);
  if (!ready || isError) return null;
  const others = data?.filter((listing) => listing.id !== propertyId).slice(0, 3);
  return <ListingStrip title="Recently viewed" properties={others} />;
}
