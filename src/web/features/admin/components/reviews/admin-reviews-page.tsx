import { format } from "date-fns";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import type { AdminReview } from "@/shared/reviews";
import { PageHeader } from "@/web/components/page-header";
import { StarRow } from "@/web/components/rating-stars";
import { LoadError } from "@/web/components/table/load-error";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAdminReviews } from "../../api/reviews";
import { HideReviewDialog } from "./hide-review-dialog";

const STATUSES = { all: "All", visible: "Visible", hidden: "Hidden" } as const;
type Status = keyof typeof STATUSES;
const statusOf = (value: string | null): Status =>
  value === "visible" || value === "hidden" ? value : "all";

/** /admin/reviews: members' reviews of professionals, with Hide (and why each hidden one was). */
export function AdminReviewsPage() {
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get("status"));
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const reviews = useAdminReviews({ status, page });
  const statusId = useId();
  const data = reviews.data;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 md:px-8">
      <PageHeader title="Reviews" description="What members wrote about realtors after a tour." />
      <Card className="grid gap-4 p-5" aria-busy={reviews.isFetching || undefined}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-semibold text-lg">
            {data ? `${data.total} ${data.total === 1 ? "review" : "reviews"}` : "Reviews"}
          </h2>
          <label htmlFor={statusId} className="flex items-center gap-2 text-sm">
            Show
            <NativeSelect
              id={statusId}
              value={status}
              onChange={(event) => {
                setPage(1);
                const next = statusOf(event.target.value);
                setSearch(next === "all" ? {} : { status: next });
              }}
              className="w-auto"
            >
              {Object.entries(STATUSES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </label>
        </div>
        {reviews.isError ? (
          <LoadError
            error={reviews.error}
            title="Failed to load reviews"
            onRetry={() => reviews.refetch()}
          />
        ) : !data ? (
          <Skeleton className="h-24 w-full" />
        ) : data.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">No reviews here.</p>
        ) : (
          <ul className="space-y-4">
            {data.items.map((review) => (
              <li key={review.id} className="space-y-2 rounded-lg border p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-medium">
                      {review.authorName} reviewed {review.subjectName}
                    </p>
                    <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
                      <span className="sr-only">{review.stars} of 5 stars</span>
                      <StarRow rating={review.stars} />
                      <time dateTime={review.createdAt}>
                        {format(new Date(review.createdAt), "MMM d, yyyy h:mm a")}
                      </time>
                    </p>
                  </div>
                  {review.hidden ? (
                    <span className="text-muted-foreground text-sm">Hidden</span>
                  ) : (
                    <Button size="sm" variant="outline" onClick={() => setHiding(review)}>
                      Hide
                    </Button>
                  )}
                </div>
                <p className="whitespace-pre-wrap">{review.text}</p>
                {review.reply ? (
                  <p className="border-l-4 pl-3 text-sm">
                    <span className="font-medium">Reply:</span> {review.reply.text}
                  </p>
                ) : null}
                {review.hidden ? (
                  <p className="text-muted-foreground text-sm">
                    Hidden {format(new Date(review.hidden.at), "MMM d, yyyy")}:{" "}
                    {review.hidden.reason}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {data && data.pageCount > 1 ? (
          <nav aria-label="Review pages" className="flex items-center justify-center gap-3">
            <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span className="text-muted-foreground text-sm">
              Page {page} of {data.pageCount}
            </span>
            <Button
              variant="outline"
              disabled={page >= data.pageCount}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </nav>
        ) : null}
      </Card>
      {hiding ? <HideReviewDialog review={hiding} onClose={() => setHiding(null)} /> : null}
    </div>
  );
}
