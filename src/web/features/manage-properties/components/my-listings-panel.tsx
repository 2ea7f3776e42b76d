import { PropertiesManager } from "./properties-manager";

/** The realtor's My Listings tab: their own listings only (the server filters), no featuring. */
export function MyListingsPanel() {
  return (
    <PropertiesManager
      asAdmin={false}
      heading={<h2 className="font-semibold text-xl tracking-tight">My Listings</h2>}
    />
  );
}
