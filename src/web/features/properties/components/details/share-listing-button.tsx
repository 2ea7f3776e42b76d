import { Share2 } from "lucide-react";
import { paths } from "@/web/app/paths";
import { Button } from "@/web/components/ui/button";
import { notifyInfo, notifySuccess } from "@/web/lib/notify";

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** The system share sheet where there is one, else the clipboard, else the link in a toast. */
export function ShareListingButton({ propertyId, title }: { propertyId: string; title: string }) {
  const share = async () => {
    const url = `${window.location.origin}${paths.property(propertyId)}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess("Link copied", "The listing link is on your clipboard.");
    } catch {
      notifyInfo("Copy this link", url);
    }
  };
  return (
    <Button type="button" variant="outline" className="w-full" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share Listing
    </Button>
  );
}
