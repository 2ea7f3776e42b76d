import { Share2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { reportAnalytics } from "@/web/lib/analytics-beacon";
import { paths } from "@/web/lib/paths";
import { shareLink } from "@/web/lib/share";

/** The system share sheet where there is one, else the clipboard, else the link in a toast. */
export function ShareListingButton({ propertyId, title }: { propertyId: string; title: string }) {
  const share = async () => {
    const shared = await shareLink({
      title,
      path: paths.property(propertyId),
      copiedDescription: "The listing link is on your clipboard.",
    });
    if (shared) reportAnalytics({ type: "share", kind: "listing", id: propertyId });
  };
  return (
    <Button type="button" variant="outline" className="w-full" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share Listing
    </Button>
  );
}
