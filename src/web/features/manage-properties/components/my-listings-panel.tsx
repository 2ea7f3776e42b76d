import { paths } from "@/web/lib/paths";
import { PropertiesManager } from "./properties-manager";

const FORM_PATHS = { create: paths.newListing(), edit: paths.editListing };

/** The realtor's My Listings tab: their own listings only (the server filters), no featuring. */
export function MyListingsPanel() {
  return (
    <PropertiesManager
      asAdmin={false}
      formPaths={FORM_PATHS}
      heading={<h2 className="font-semibold text-xl tracking-tight">My Listings</h2>}
    />
  );
}
