import { Bookmark } from "lucide-react";
import { Link } from "react-router";
import type { PropertySummary } from "@/shared/properties";
import { PageHeader } from "@/web/components/page-header";
import {
  PropertyGrid,
  PropertyGridSkeleton,
  type RenderCardAction,
} from "@/web/components/properties/property-card";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { paths } from "@/web/lib/paths";
import { useSavedProperties } from "../api/get-saved-properties";
import { SaveButton } from "./save-button";

const removeButton = (property: PropertySummary) => <SaveButton propertyId={property.id} />;

interface SavedPropertiesPageProps {
  userId: string;
  /** The cards' controls, when the page offers more than their remove (bookmark) button. */
  renderAction?: RenderCardAction;
  /** What the page puts before them (Add to collection). */
  cardAction?: RenderCardAction;
}

/** /saved for a signed-in user: their saved listings, each with its remove (bookmark) button. */
export function SavedPropertiesPage({
  userId,
  renderAction = removeButton,
  cardAction,
}: SavedPropertiesPageProps) {
  const saved = useSavedProperties(userId);
  const actions = (property: PropertySummary) => (
    <div className="flex gap-2">
      {cardAction?.(property)}
      {renderAction(property)}
    </div>
  );
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title="Saved Properties" />
        <Link to={paths.collections()} className={buttonVariants({ variant: "outline" })}>
          Collections
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
          className="flex flex-col items-center gap-4 rounded-xl border p-10 text-center"
        >
          <p>We couldn't load your saved properties. Please try again.</p>
          <Button type="button" variant="outline" onClick={() => void saved.refetch()}>
            Try again
          </Button>
        </div>
      ) : saved.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-16 text-center">
          <Bookmark aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="font-semibold text-xl">No Saved Properties</h2>
          <p className="max-w-md text-muted-foreground">
            You haven't saved any properties yet. Browse listings and click the bookmark icon to
            save properties for later.
          </p>
          <Link to={paths.search()} className={buttonVariants()}>
            Browse Properties
          </Link>
        </div>
      ) : (
        <section aria-labelledby="saved-list-title">
          <h2 id="saved-list-title" className="sr-only">
            Your saved properties
          </h2>
          <PropertyGrid properties={saved.data} renderAction={actions} priorityFirst />
        </section>
      )}
    </div>
  );
}
