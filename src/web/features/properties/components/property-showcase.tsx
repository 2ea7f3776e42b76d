import { Link } from "react-router";
import {
  PropertyGrid,
  PropertyGridSkeleton,
  type RenderCardAction,
} from "@/web/components/properties/property-card";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { usePropertyList } from "../api/get-property-list";
import { fillRow } from "../fill-row";

/** The widest grid's row (three cards from 1024 px). */
const ROW = 3;

interface PropertyShowcaseProps {
  id: string;
  title: string;
  description: string;
  /** The API query, e.g. `{ featured: "true", limit: "6" }`. */
  query: Record<string, string>;
  /** The 'View all' target: the same search on /search. */
  viewAllTo: string;
  emptyText: string;
  renderAction?: RenderCardAction;
  priorityFirst?: boolean;
  /** Listings that top up a short last row (e.g. the newest under a few featured ones). */
  fillFrom?: Record<string, string>;
}

/** A titled row of listings with a 'View all' link, e.g. Featured Properties on the home page. */
export function PropertyShowcase({
  id,
  title,
  description,
  query,
  viewAllTo,
  emptyText,
  renderAction,
  priorityFirst,
  fillFrom,
}: PropertyShowcaseProps) {
  const list = usePropertyList(query);
  // The same query as the section that lists them: read from the cache, not asked again.
  const extra = usePropertyList(fillFrom ?? query).data?.items ?? [];
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-7xl px-4 py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h2 id={titleId} className="font-bold text-2xl tracking-tight md:text-3xl">
            {title}
          </h2>
          <p className="text-muted-foreground">{description}</p>
        </div>
        <Link to={viewAllTo} className={buttonVariants({ variant: "outline" })}>
          View all
        </Link>
      </div>
      {list.isPending ? (
        <div role="status">
          <span className="sr-only">Loading {title.toLowerCase()}</span>
          <PropertyGridSkeleton />
        </div>
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border p-6">
          <p>We couldn't load these properties.</p>
          <button
            type="button"
            className={buttonVariants({ variant: "outline", size: "sm" })}
            onClick={() => void list.refetch()}
          >
            Try again
          </button>
        </div>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <PropertyGrid
          properties={fillFrom ? fillRow(list.data.items, extra, ROW) : list.data.items}
          renderAction={renderAction}
          priorityFirst={priorityFirst}
        />
      )}
    </section>
  );
}
