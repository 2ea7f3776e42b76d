import { CalendarClock, Camera, ExternalLink, Pencil, Tag, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { ManagedPropertyRow } from "@/shared/manage-properties";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { paths } from "@/web/lib/paths";
import { FeatureToggle } from "./feature-toggle";

export type PropertyAction =
  | { kind: "edit"; property: ManagedPropertyRow }
  | { kind: "status"; property: ManagedPropertyRow }
  | { kind: "openHouses"; property: ManagedPropertyRow }
  | { kind: "delete"; property: ManagedPropertyRow };

interface PropertyRowActionsProps {
  property: ManagedPropertyRow;
  /** The back office features listings; a realtor books a photographer for their own instead. */
  canFeature: boolean;
  onAction: (action: PropertyAction) => void;
}

/**
 * Feature toggle (back office) or Book a photographer (the realtor's own), view (new tab), edit,
 * change of status, open houses and delete for one listing.
 */
export function PropertyRowActions({ property, canFeature, onAction }: PropertyRowActionsProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-1 max-md:justify-start">
      {canFeature ? (
        <FeatureToggle property={property} />
      ) : (
        <Link
          to={paths.photographers(property.id)}
          aria-label={`Book a photographer for ${property.title}`}
          title="Book a photographer"
          className={buttonVariants({ variant: "ghost", size: "icon" })}
        >
          <Camera aria-hidden="true" />
        </Link>
      )}
      <a
        href={paths.property(property.id)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`View ${property.title} (opens in a new tab)`}
        className={buttonVariants({ variant: "ghost", size: "icon" })}
      >
        <ExternalLink aria-hidden="true" />
      </a>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${property.title}`}
        onClick={() => onAction({ kind: "edit", property })}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Change status of ${property.title}`}
        onClick={() => onAction({ kind: "status", property })}
      >
        <Tag aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Open houses of ${property.title}`}
        onClick={() => onAction({ kind: "openHouses", property })}
      >
        <CalendarClock aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive"
        aria-label={`Delete ${property.title}`}
        onClick={() => onAction({ kind: "delete", property })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
