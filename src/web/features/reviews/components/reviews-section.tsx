import { ChevronLeft, ChevronRight, PenLine } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { DirectoryKind } from "@/shared/directory";
import { RatingStars } from "@/web/components/rating-stars";
import { Button } from "@/web/components/ui/button";
import { useAuth } from "@/web/lib/auth/auth-context";
import { useProfessionalReviews } from "../api/professional-reviews";
import { useReviewable } from "../api/reviewable";
import { ReviewItem } from "./review-item";
import { ReviewsSkeleton } from "./reviews-skeleton";

// The form, react-hook-form and zod load for those who may write, not with the page.
const ReviewDialog = lazy(() =>
  import("./review-dialog").then((module) => ({ default: module.ReviewDialog })),
);

/** Who may review each kind of professional, as the empty section says. */
const WHO_REVIEWS: Record<DirectoryKind, string> = {
  realtor: "Members who toured a home with",
  photographer: "Realtors who booked a shoot with",
};

interface ReviewsSectionProps {
  kind: DirectoryKind;
  subjectId: string;
  subjectName: string;
}

/**
 * A realtor's or photographer's reviews on their page: the count and average of the visible
 * ones, "Write a review" for a member with an engagement of theirs not reviewed yet (a tour
 * accepted, a shoot delivered), and the reviews a page at a time, each with the professional's
 * reply (or, for them, the form to write it).
 */
export function ReviewsSection({ kind, subjectId, subjectName }: ReviewsSectionProps) {
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const writeButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { user } = useAuth();
  const query = useProfessionalReviews(kind, subjectId, page);
  const reviewable = useReviewable(subjectId, Boolean(user));
  const engagements = reviewable.data?.items ?? [];
  const data = query.data;
  return (
    <section aria-labelledby={`${kind}-reviews`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2
            ref={heading}
            id={`${kind}-reviews`}
            tabIndex={-1}
            className="font-semibold text-2xl tracking-tight focus:outline-none"
          >
            Reviews
          </h2>
          {data ? <RatingStars rating={data.stats.average} reviewCount={data.stats.count} /> : null}
        </div>
        {engagements.length > 0 ? (
          <Button ref={writeButton} type="button" onClick={() => setWriting(true)}>
            <PenLine aria-hidden="true" />
            Write a review
          </Button>
        ) : null}
      </div>
      {query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="text-muted-foreground">We couldn't load the reviews.</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <ReviewsSkeleton />
      ) : data.items.length === 0 ? (
        <p className="text-muted-foreground">
          {WHO_REVIEWS[kind]} {subjectName} can review them here.
        </p>
      ) : (
        <div>
          {data.items.map((review) => (
            <ReviewItem key={review.id} review={review} subjectName={subjectName} />
          ))}
        </div>
      )}
      {data && data.pageCount > 1 ? (
        <nav aria-label="Review pages" className="flex items-center justify-center gap-3">
          <Button
            type="button"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-muted-foreground text-sm">
            Page {page} of {data.pageCount}
          </span>
          <Button
            type="button"
            variant="outline"
            disabled={page >= data.pageCount}
            onClick={() => setPage(page + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
      {/* Only someone with an engagement to review loads the form. */}
      {engagements.length > 0 || writing ? (
        <Suspense fallback={null}>
          <ReviewDialog
            subjectName={subjectName}
            engagements={engagements}
            open={writing}
            onOpenChange={setWriting}
            // Once reviewed, the button is gone: focus lands on the section instead.
            returnFocus={() =>
              (writeButton.current?.isConnected ? writeButton.current : heading.current)?.focus()
            }
          />
        </Suspense>
      ) : null}
    </section>
  );
}
