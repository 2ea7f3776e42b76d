import { adminPaths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { PropertiesManager } from "./properties-manager";

const FORM_PATHS = { create: adminPaths.newProperty(), edit: adminPaths.editProperty };

/** /admin/properties: every listing, with the feature toggle and realtor picker. */
export function AdminPropertiesPage() {
  useDocumentTitle("Properties");
  return (
    <div className="mx-auto w-full min-w-0 max-w-7xl px-4 py-8 md:px-8">
      <PropertiesManager
        asAdmin
        formPaths={FORM_PATHS}
        heading={<h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Properties</h1>}
      />
    </div>
  );
}
