import { Star, StarHalf } from "lucide-react";
import { cn } from "@/web/lib/cn";
import { filledStars, ratingText, reviewsText } from "@/web/lib/rating-text";

/** Five stars filled to the rating's nearest half, drawn for the eye only. */
export function StarRow({ rating, className }: { rating: number; className?: string }) {
  const filled = filledStars(rating);
  return (
    <span aria-hidden="true" className={cn("flex text-amber-500", className)}>
      {[0, 1, 2, 3, 4].map((index) =>
        filled >= index + 1 ? (
          <Star key={index} className="size-4 fill-current" />
        ) : filled > index ? (
          <span key={index} className="relative">
            <Star className="size-4 text-muted-foreground/50" />
            <StarHalf className="absolute inset-0 size-4 fill-current" />
          </span>
        ) : (
          <Star key={index} className="size-4 text-muted-foreground/50" />
        ),
      )}
    </span>
  );
}

/**
 * Stars, the average and the count of a professional's visible reviews; "No reviews yet" for
 * someone nobody has reviewed. Screen readers hear the sentence.
 */
export function RatingStars({
  rating,
  reviewCount,
}: {
  rating: number | null;
  reviewCount: number;
}) {
  if (rating === null || reviewCount === 0) {
    return <p className="text-muted-foreground text-sm">No reviews yet</p>;
  }
  const reviews = reviewsText(reviewCount);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="sr-only">
        Rated {ratingText(rating)} out of 5, {reviews}
      </span>
      <StarRow rating={rating} />
      <span aria-hidden="true" className="font-semibold">
        {ratingText(rating)}
      </span>
      <span aria-hidden="true" className="text-muted-foreground">
        ({reviews})
      </span>
    </p>
  );
}
