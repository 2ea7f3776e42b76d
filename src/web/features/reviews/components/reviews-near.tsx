import { lazy, Suspense } from "react";
import type { DirectoryKind } from "@/shared/directory";
import { WhenNear } from "@/web/components/when-near";
import { ReviewsSkeleton } from "./reviews-skeleton";

const ReviewsSection = lazy(() =>
  import("./reviews-section").then((module) => ({ default: module.ReviewsSection })),
);

interface ReviewsNearProps {
  kind: DirectoryKind;
  subjectId: string;
  subjectName: string;
}

/**
 * A professional's reviews at the foot of their page: the browser reads them, so the server draws
 * the section's frame, and their code and answer are fetched once the visitor scrolls near.
 */
export function ReviewsNear(props: ReviewsNearProps) {
  const frame = (
    <section aria-labelledby={`${props.kind}-reviews`} className="space-y-4">
      <h2 id={`${props.kind}-reviews`} className="font-semibold text-2xl tracking-tight">
        Reviews
      </h2>
      <ReviewsSkeleton />
    </section>
  );
  return (
    <WhenNear placeholder={frame}>
      <Suspense fallback={frame}>
        <ReviewsSection {...props} />
      </Suspense>
    </WhenNear>
  );
}
