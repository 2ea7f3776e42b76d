import { Fragment, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { formatPrice, keyFacts } from "@/shared/format";
import { headlinePrice, stageNote } from "@/shared/listing-stage-note";
import type { PropertySummary } from "@/shared/properties";
import { Skeleton } from "@/web/components/ui/skeleton";
import { paths } from "@/web/lib/paths";
import { PropertyImage } from "./property-image";
import { searchReturnState } from "./search-return";
import { StageBadge } from "./stage-badge";

/** Card photo widths: one column on phones, two from 640 px, three from 1024 px (max 1280). */
const CARD_IMAGE_SIZES =
  "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

interface PropertyCardProps {
  property: PropertySummary;
  /** A control shown over the photo, outside the link (the save button). */
  action?: ReactNode;
  /** True for the first card of a page: its photo is the page's largest image. */
  priority?: boolean;
}

/**
 * A listing in a grid. The title is the card's one link, stretched over the whole card, so the
 * card is one tab stop and one link name; the action sits above it and is not nested inside.
 */
function PropertyCard({ property, action, priority }: PropertyCardProps) {
  const { image } = property;
  const location = useLocation();
  const note = stageNote(property);
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-muted">
        {image ? (
          <PropertyImage
            image={image}
            alt=""
            sizes={CARD_IMAGE_SIZES}
            box={4 / 3}
            priority={priority}
            fill
          />
        ) : (
          <p className="flex size-full items-center justify-center text-muted-foreground text-sm">
            No photo available
          </p>
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <StageBadge listing={property} />
          {property.isFeatured ? (
            <span className="rounded-full bg-primary px-2.5 py-0.5 font-semibold text-primary-foreground text-xs">
              Featured
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="font-semibold text-lg leading-snug">
          {/* The stretched ::after makes the whole card the link and draws its focus ring. */}
          <Link
            to={paths.property(property.id)}
            state={searchReturnState(location.pathname, location.search)}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset"
          >
            {property.title}
          </Link>
        </h3>
        <p className="font-bold text-primary text-xl">{headlinePrice(property)}</p>
        {note ? <p className="font-medium text-muted-foreground text-sm">{note}</p> : null}
        {property.priceCut && property.status !== "closed" ? (
          <p className="font-medium text-emerald-700 text-sm dark:text-emerald-400">
            Price cut {formatPrice(property.priceCut.amount)}
          </p>
        ) : null}
        {property.nextOpenHouse ? (
          <p className="font-medium text-sky-700 text-sm dark:text-sky-400">
            {property.nextOpenHouse.badge}
          </p>
        ) : null}
        <p className="text-muted-foreground text-sm">
          {property.address}, {property.city}, {property.state} {property.zip}
        </p>
        <p className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-2 font-medium text-sm">
          {keyFacts(property).map((fact, index) => (
            <Fragment key={fact}>
              {index > 0 ? <span aria-hidden="true">·</span> : null}
              <span>{fact}</span>
            </Fragment>
          ))}
        </p>
      </div>
      {action ? <div className="absolute top-3 right-3">{action}</div> : null}
    </article>
  );
}

export type RenderCardAction = (property: PropertySummary) => ReactNode;

interface PropertyGridProps {
  properties: PropertySummary[];
  renderAction?: RenderCardAction;
  /** Gives the first card's photo priority (when the grid holds the page's largest image). */
  priorityFirst?: boolean;
  /** Columns other than the default (GRID_CLASS), e.g. beside a map. */
  className?: string;
  /** The card to mark (its pin is hovered on a map), and hover reports for the map's pins. */
  highlightedId?: string | null;
  onHover?: (id: string | null) => void;
}

const GRID_CLASS = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export function PropertyGrid({
  properties,
  renderAction,
  priorityFirst,
  className = GRID_CLASS,
  highlightedId,
  onHover,
}: PropertyGridProps) {
  return (
    <ul className={className}>
      {properties.map((property, index) => (
        <li
          key={property.id}
          data-highlighted={property.id === highlightedId || undefined}
          className="flex rounded-xl data-[highlighted]:ring-2 data-[highlighted]:ring-primary data-[highlighted]:ring-offset-2 data-[highlighted]:ring-offset-background"
          onMouseEnter={onHover && (() => onHover(property.id))}
          onMouseLeave={onHover && (() => onHover(null))}
        >
          <PropertyCard
            property={property}
            action={renderAction?.(property)}
            priority={priorityFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders; the caller announces the loading. */
export function PropertyGridSkeleton({
  count = 3,
  className = GRID_CLASS,
}: {
  count?: number;
  className?: string;
}) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
        <div key={index} className="overflow-hidden rounded-xl border">
          <Skeleton className="aspect-[4/3]" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-5 w-3/4 rounded-md" />
            <Skeleton className="h-12 rounded-md" />
          </div>
        </div>
      ))}
    </div>
  );
}
