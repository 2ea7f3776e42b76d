import { Star, StarHalf } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { filledStars, ratingText, reviewsText } from "../directory-format";

/**
 * Stars, the rating and the review count; someone not rated yet is 'New'. The stars are drawn
 * for the eye; screen readers hear the sentence.
 */
export function RatingStars({
  rating,
  reviewCount,
}: {
  rating: number | null;
  reviewCount: number;
}) {
  const reviews = reviewsText(reviewCount);
  if (rating === null) {
    return (
      <p className="flex items-center gap-2 text-sm">
        <Badge>New</Badge>
        <span className="text-muted-foreground">{reviews}</span>
      </p>
    );
  }
  const filled = filledStars(rating);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="sr-only">
        Rated {ratingText(rating)} out of 5, {reviews}
      </span>
      <span aria-hidden="true" className="flex text-amber-500">
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
      <span aria-hidden="true" className="font-semibold">
        {ratingText(rating)}
      </span>
      <span aria-hidden="true" className="text-muted-foreground">
        ({reviews})
      </span>
    </p>
  );
}
