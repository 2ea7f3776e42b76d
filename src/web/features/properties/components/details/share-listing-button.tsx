import { Share2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { paths } from "@/web/lib/paths";
import { shareLink } from "@/web/lib/share";

/** The system share sheet where there is one, else the clipboard, else the link in a toast. */
export function ShareListingButton({ propertyId, title }: { propertyId: string; title: string }) {
  const share = () =>
    shareLink({
      title,
      path: paths.property(propertyId),
      copiedDescription: "The listing link is on your clipboard.",
    });
  return (
    <Button type="button" variant="outline" className="w-full" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share Listing
    </Button>
  );
}
