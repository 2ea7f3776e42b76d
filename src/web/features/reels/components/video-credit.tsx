import type { PhotoCredit } from "@/shared/properties";
import { ProfessionalCredit } from "@/web/components/professional-credit";

/** "Video by <name>" over a reel. */
export function VideoCredit({ credit }: { credit: PhotoCredit }) {
  return (
    <ProfessionalCredit
      lead="Video by"
      credit={credit}
      className="text-sm"
      linkClassName="pointer-events-auto font-semibold underline underline-offset-4 focus-visible:outline-white"
    />
  );
}
