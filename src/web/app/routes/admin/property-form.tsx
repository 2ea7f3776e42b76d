import { useParams } from "react-router";
import { ListingFormPage } from "@/web/features/manage-properties/components/listing-form-page";
import { adminPaths } from "@/web/lib/paths";

/** The back office's new or edited listing (the frame has checked the role). */
export default function AdminPropertyForm() {
  const { id } = useParams();
  return (
    <ListingFormPage key={id ?? "new"} listingId={id} asAdmin backTo={adminPaths.properties()} />
  );
}
