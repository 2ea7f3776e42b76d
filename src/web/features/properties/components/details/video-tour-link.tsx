import { Play } from "lucide-react";
import { Link } from "react-router";
import { formatDuration } from "@/shared/format";
import type { ListingReel } from "@/shared/properties";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { paths } from "@/web/lib/paths";

/**
 * The listing's newest reel, opened in the reels feed at that reel. A plain link, so it works
 * before the page's scripts load; nothing at all when the listing has no reel.
 */
export function VideoTourLink({ reels }: { reels: readonly ListingReel[] }) {
  const [newest] = reels;
  if (!newest) return null;
  return (
    <Link to={paths.reels(newest.id)} className={buttonVariants({ variant: "outline" })}>
      <Play aria-hidden="true" />
      Watch the video tour
      <span className="text-muted-foreground">({formatDuration(newest.durationSeconds)})</span>
    </Link>
  );
}
