import { ListingStrip } from "@/web/components/properties/listing-strip";
import { useSimilarHomes } from "../../api/get-similar";

/** 'Similar homes': the same area and price band; nothing when the read fails (an extra). */
export function SimilarHomes({ propertyId }: { propertyId: string }) {
  const { data, isError } = useSimilarHomes(propertyId);
  if (isError) return null;
  return <ListingStrip title="Similar homes" properties={data} />;
}
