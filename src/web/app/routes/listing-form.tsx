import { useParams } from "react-router";
import { Redirect } from "@/web/components/redirect";
import { RequireSignIn } from "@/web/components/require-sign-in";
import { ListingFormPage } from "@/web/features/manage-properties/components/listing-form-page";
import { useAuth } from "@/web/lib/auth/auth-context";
import { adminPaths, paths } from "@/web/lib/paths";

export { clientLoader, HydrateFallback } from "@/web/app/client-only";

/** A realtor's new or edited listing; an administrator uses the back office's own copy. */
function RealtorListingForm() {
  const { user } = useAuth();
  const { id } = useParams();
  if (user?.role === "admin") {
    return <Redirect to={id ? adminPaths.editProperty(id) : adminPaths.newProperty()} />;
  }
  if (user?.role !== "realtor") return <Redirect to={paths.dashboard()} />;
  return (
    <ListingFormPage
      key={id ?? "new"}
      listingId={id}
      asAdmin={false}
      backTo={paths.dashboard({ tab: "listings" })}
    />
  );
}

export default function ListingFormRoute() {
  return (
    <RequireSignIn message="Please sign in to manage your listings.">
      <RealtorListingForm />
    </RequireSignIn>
  );
}
