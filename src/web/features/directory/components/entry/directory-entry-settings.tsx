import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { paths } from "@/web/lib/paths";
import { ratingSummary } from "@/web/lib/rating-text";
import { useMyDirectoryEntry } from "../../api/get-my-directory-entry";
import { PhotographerEntryForm } from "./photographer-entry-form";
import { PortfolioManager } from "./portfolio-manager";
import { RealtorEntryForm } from "./realtor-entry-form";

/**
 * The dashboard's 'Directory Listing' sub-tab: a realtor's or photographer's own card on
 * /realtors or /photographers, and a photographer's portfolio. The forms start from the saved
 * entry, so they wait for it.
 */
export function DirectoryEntrySettings({ userId }: { userId: string }) {
  const query = useMyDirectoryEntry(userId);
  if (!query.data) {
    return (
      <Card>
        <CardContent className="pt-6">
          {query.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3">
              <p className="text-muted-foreground text-sm">
                Your directory listing could not be loaded.
              </p>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => void query.refetch()}
              >
                Try again
              </Button>
            </div>
          ) : (
            <div role="status" className="grid gap-5">
              <span className="sr-only">Loading your directory listing</span>
              <Skeleton className="h-16 rounded-md" />
              <Skeleton className="h-40 rounded-md" />
            </div>
          )}
        </CardContent>
      </Card>
    );
  }

  const { kind, entry } = query.data;
  const isRealtor = kind === "realtor";
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h3 className="font-semibold text-xl">Directory Listing</h3>
          <CardDescription>
            How you appear in {isRealtor ? "Find a Realtor" : "Real Estate Photographers"}: visitors
            search for you, read your card and contact you.{" "}
            <Link
              to={isRealtor ? paths.realtors() : paths.photographers()}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              View the directory
            </Link>
          </CardDescription>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">Reviews</dt>
              <dd className="font-medium">{ratingSummary(entry.rating, entry.reviewCount)}</dd>
            </div>
            {isRealtor && entry.licenseNumber ? (
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">License</dt>
                <dd className="font-medium">{entry.licenseNumber}</dd>
              </div>
            ) : null}
            {isRealtor && entry.brokerageEmail ? (
              <div className="flex min-w-0 gap-1.5">
                <dt className="text-muted-foreground">Brokerage email</dt>
                <dd className="break-all font-medium">{entry.brokerageEmail}</dd>
              </div>
            ) : null}
          </dl>
        </CardHeader>
        <CardContent>
          {kind === "realtor" ? (
            <RealtorEntryForm userId={userId} entry={entry} />
          ) : (
            <PhotographerEntryForm userId={userId} entry={entry} />
          )}
        </CardContent>
      </Card>
      {kind === "photographer" ? (
        <PortfolioManager userId={userId} portfolio={entry.portfolio} />
      ) : null}
    </div>
  );
}
