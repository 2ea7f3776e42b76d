import { useEffect } from "react";
import { Link } from "react-router";
import { COMPARE_MAX, type CompareAnswer } from "@/shared/compare";
import { BackLink } from "@/web/components/not-found-notice";
import { PageHeader } from "@/web/components/page-header";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiClientError } from "@/web/lib/api-client";
import { paths } from "@/web/lib/paths";
import { useComparison } from "../api/get-comparison";
import { removeFromCompare, replaceCompare } from "../compare-selection";
import { CompareTable } from "./compare-table";

interface ComparePageProps {
  /** The homes of the URL, in order. */
  ids: readonly string[];
  onlyDifferences: boolean;
  /** Why the server refused the URL's ids, when it did (the browser then asks again). */
  refusal?: string | null;
}

const TITLE = "Compare homes";

/** /compare?ids=…: the picked homes side by side; the URL is the comparison. */
export function ComparePage({ ids, onlyDifferences, refusal }: ComparePageProps) {
  const query = useComparison(ids);
  const refused =
    refusal ??
    (query.error instanceof ApiClientError && query.error.status === 400
      ? (query.error.issues?.[0]?.message ?? query.error.message)
      : null);

  // The tray follows the comparison open here, so Compare from a card adds to this one.
  const listedIds = query.data?.slots.flatMap((slot) => (slot.home ? [slot.id] : [])).join(",");
  useEffect(() => {
    if (listedIds !== undefined) replaceCompare(listedIds ? listedIds.split(",") : []);
  }, [listedIds]);

  return (
    <div className="mx-auto w-full min-w-0 max-w-7xl space-y-6 px-4 py-6 md:py-8">
      <BackLink to={paths.search()}>Back to search</BackLink>
      <PageHeader title={TITLE} />
      {ids.length === 0 ? (
        <Empty text="You have not picked any homes yet. Press Compare on up to four homes in a search or your saved homes, then come back here." />
      ) : refused ? (
        <Empty text={`This comparison link does not work: ${refused}`} />
      ) : query.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading the comparison</span>
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-6">
          <p>We couldn't load these homes. Please try again.</p>
          <Button type="button" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Comparison answer={query.data} ids={ids} onlyDifferences={onlyDifferences} />
      )}
    </div>
  );
}

function Comparison({
  answer,
  ids,
  onlyDifferences,
}: {
  answer: CompareAnswer;
  ids: readonly string[];
  onlyDifferences: boolean;
}) {
  const homes = answer.slots.flatMap((slot) => (slot.home ? [slot.home] : []));
  const gone = answer.slots.filter((slot) => !slot.home).map((slot) => slot.id);
  const without = (removed: readonly string[]) =>
    paths.compare(
      ids.filter((id) => !removed.includes(id)),
      onlyDifferences ? "differences" : undefined,
    );
  return (
    <div className="space-y-4">
      {gone.length > 0 ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-600 p-4 text-sm">
          <p>
            {gone.length === 1
              ? "One home you picked is no longer available."
              : `${gone.length} homes you picked are no longer available.`}
          </p>
          <Link
            to={without(gone)}
            onClick={() => {
              for (const id of gone) removeFromCompare(id);
            }}
            className="font-medium underline underline-offset-2"
          >
            {gone.length === 1 ? "Remove it" : "Remove them"}
          </Link>
        </div>
      ) : null}
      {homes.length === 0 ? (
        <Empty text="None of the homes you picked is available any more." />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted-foreground text-sm">
              <span aria-hidden="true" className="font-bold text-amber-800 dark:text-amber-300">
                ≠
              </span>{" "}
              marks facts where the homes differ; <strong className="font-semibold">Best</strong>{" "}
              marks the lowest price and the most room.
            </p>
            <div className="flex flex-wrap gap-2">
              <Link
                to={paths.compare(ids, onlyDifferences ? undefined : "differences")}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                {onlyDifferences ? "Show all facts" : "Only differences"}
              </Link>
              {homes.length < COMPARE_MAX ? (
                <Link
                  to={paths.search()}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  Add a home
                </Link>
              ) : null}
            </div>
          </div>
          <CompareTable
            homes={homes}
            matrix={answer.matrix}
            onlyDifferences={onlyDifferences}
            removeTo={(id) => without([id])}
            onRemove={removeFromCompare}
          />
          {homes.length > 1 ? (
            <p className="text-muted-foreground text-sm sm:hidden">
              Swipe the table sideways to see each home.
            </p>
          ) : null}
          {homes.length === 1 ? (
            <p className="text-muted-foreground text-sm">
              Add another home to see how they differ.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-16 text-center">
      <h2 className="font-semibold text-xl">No homes to compare</h2>
      <p className="max-w-md text-muted-foreground">{text}</p>
      <Link to={paths.search()} className={buttonVariants()}>
        Search homes
      </Link>
    </div>
  );
}
