import { Bookmark } from "lucide-react";
import { Link } from "react-router";
import type { PropertySummary } from "@/shared/properties";
import { PropertyGrid, PropertyGridSkeleton } from "@/web/components/properties/property-card";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { errorMessage } from "@/web/lib/api-client";
import { paths } from "@/web/lib/paths";
import { useSavedProperties } from "../api/get-saved-properties";
import { SaveButton } from "./save-button";

/** The dashboard shows this many saved properties. */
const SAVED_PREVIEW_SIZE = 6;

const removeButton = (property: PropertySummary) => <SaveButton propertyId={property.id} />;
const linkClass = "font-medium text-primary text-sm underline-offset-4 hover:underline";

/** The dashboard's Saved tab: the latest saved properties and the way to all of them. */
export function SavedPreview({ userId }: { userId: string }) {
  const saved = useSavedProperties(userId);
  const total = saved.data?.length ?? 0;
  return (
    <section aria-labelledby="saved-preview-title" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="saved-preview-title" className="font-semibold text-xl">
          Saved Properties
        </h2>
        <Link to={paths.saved()} className={linkClass}>
          View All
        </Link>
      </div>
      {saved.isPending ? (
        <div role="status">
          <span className="sr-only">Loading saved properties</span>
          <PropertyGridSkeleton />
        </div>
      ) : saved.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center"
        >
          <p className="font-semibold">Error loading saved properties</p>
          <p className="text-muted-foreground text-sm">
            {errorMessage(saved.error, "Please try again.")}
          </p>
          <Button type="button" variant="outline" onClick={() => void saved.refetch()}>
            Try again
          </Button>
        </div>
      ) : total === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-12 text-center">
          <Bookmark aria-hidden="true" className="size-10 text-muted-foreground" />
          <h3 className="font-semibold text-lg">No Saved Properties</h3>
          <p className="max-w-md text-muted-foreground">
            You haven't saved any properties yet. Browse listings and click the bookmark icon to
            save properties for later.
          </p>
          <Link to={paths.search()} className={buttonVariants()}>
            Browse Properties
          </Link>
        </div>
      ) : (
        <>
          <PropertyGrid
            properties={saved.data.slice(0, SAVED_PREVIEW_SIZE)}
            renderAction={removeButton}
          />
          {total > SAVED_PREVIEW_SIZE ? (
            <div className="flex justify-center">
              <Link to={paths.saved()} className={buttonVariants({ variant: "outline" })}>
                View All {total} Properties
              </Link>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
