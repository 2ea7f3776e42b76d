import { ListingStrip } from "@/web/components/properties/listing-strip";
import { useSimilarHomes, useSoldNearby } from "../../api/get-similar";

/** 'Similar homes': the same area and price band; nothing when the read fails (an extra). */
export function SimilarHomes({ propertyId }: { propertyId: string }) {
  const { data, isError } = useSimilarHomes(propertyId);
  if (isError) return null;
  return <ListingStrip title="Similar homes" properties={data} />;
}

/** 'Recently sold nearby': shown only when the city has such homes; nothing when the read fails. */
export function SoldNearby({ propertyId }: { propertyId: string }) {
  const { data, isError } = useSoldNearby(propertyId);
  if (isError || data?.length === 0) return null;
  return <ListingStrip title="Recently sold nearby" properties={data} />;
}
