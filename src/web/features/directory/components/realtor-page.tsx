import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCount } from "@/shared/format";
import { BackLink, NotFoundNotice, PageNotice } from "@/web/components/not-found-notice";
import { PropertyGrid, PropertyGridSkeleton } from "@/web/components/properties/property-card";
import { ResponseTimeNote } from "@/web/components/response-time-note";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { UserAvatar } from "@/web/components/user-avatar";
import { ApiClientError } from "@/web/lib/api-client";
import { paths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useRealtorPage } from "../api/get-realtor-page";
import { RealtorCard } from "./realtor-card";

interface RealtorPageProps {
  id: string;
  page: number;
  /** What the page shows of the realtor's reviews, drawn once their name is known. */
  reviews?: (name: string) => ReactNode;
}

/**
 * /realtors/:id: who the realtor is (their directory card when they are listed, with their
 * response time either way), their listings a page at a time, the homes they sold or rented, and
 * their reviews.
 */
export function RealtorPage({ id, page, reviews }: RealtorPageProps) {
  const query = useRealtorPage(id, page);
  const notFound = query.error instanceof ApiClientError && query.error.status === 404;
  useDocumentTitle(query.data?.name ?? (notFound ? "Realtor Not Found" : "Realtor"));
  if (notFound) return <RealtorNotFound />;
  if (query.isError) {
    return (
      <PageNotice title="Realtor" text="We couldn't load this realtor. Please try again." alert>
        <Button type="button" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </PageNotice>
    );
  }
  const data = query.data;
  const listings = data?.listings;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-6 md:py-8">
      <BackToRealtors />
      {data ? (
        <header className="grid gap-6 lg:grid-cols-3">
          <div className="flex items-center gap-4 lg:col-span-2">
            <UserAvatar name={data.name} imageUrl={data.avatarUrl} className="size-16 text-xl" />
            <div>
              <h1 className="font-bold text-3xl tracking-tight">{data.name}</h1>
              <p className="text-muted-foreground">
                Realtor · {formatCount(data.listings.total)}{" "}
                {data.listings.total === 1 ? "listing" : "listings"} ·{" "}
                {formatCount(data.sold.total)} sold or rented
              </p>
              {data.entry ? null : <ResponseTimeNote responseTime={data.responseTime} />}
            </div>
          </div>
          {data.entry ? <RealtorCard realtor={data.entry} linkName={false} /> : null}
        </header>
      ) : (
        <div className="h-16" />
      )}
      <section aria-labelledby="realtor-listings" className="space-y-4">
        <h2 id="realtor-listings" className="font-semibold text-2xl tracking-tight">
          {data ? `Listings by ${data.name}` : "Listings"}
        </h2>
        {!listings ? (
          <PropertyGridSkeleton count={3} />
        ) : listings.items.length === 0 ? (
          <p className="text-muted-foreground">No listings right now.</p>
        ) : (
          <PropertyGrid properties={listings.items} />
        )}
        {listings && listings.pageCount > 1 ? (
          <nav aria-label="Listing pages" className="flex items-center justify-center gap-3">
            {page > 1 ? (
              <Link
                to={paths.realtor(id, page - 1)}
                className={buttonVariants({ variant: "outline" })}
              >
                <ChevronLeft aria-hidden="true" />
                Previous
              </Link>
            ) : null}
            <span className="text-muted-foreground text-sm">
              Page {page} of {listings.pageCount}
            </span>
            {page < listings.pageCount ? (
              <Link
                to={paths.realtor(id, page + 1)}
                className={buttonVariants({ variant: "outline" })}
              >
                Next
                <ChevronRight aria-hidden="true" />
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
      {data && data.sold.total > 0 ? (
        <section aria-labelledby="realtor-sold" className="space-y-4">
          <h2 id="realtor-sold" className="font-semibold text-2xl tracking-tight">
            Sold and rented
          </h2>
          <PropertyGrid properties={data.sold.items} />
          {data.sold.total > data.sold.items.length ? (
            <p className="text-muted-foreground text-sm">
              The {data.sold.items.length} most recent of {formatCount(data.sold.total)}.
            </p>
          ) : null}
        </section>
      ) : null}
      {data && reviews ? reviews(data.name) : null}
    </div>
  );
}

function BackToRealtors() {
  return <BackLink to={paths.realtors()}>Find a Realtor</BackLink>;
}

/** No active realtor has this id (HTTP 404). */
export function RealtorNotFound() {
  return (
    <NotFoundNotice
      title="Realtor Not Found"
      text="This realtor's page doesn't exist or is no longer available."
      backTo={paths.realtors()}
      backLabel="Find a Realtor"
      arrow
    />
  );
}
