import type { ListingDraft } from "@/shared/listing-drafts";
import { formatDateTime, ReaderTime } from "@/web/components/reader-time";
import { Button } from "@/web/components/ui/button";

interface DraftOfferProps {
  draft: ListingDraft;
  onRestore: () => void;
  onDiscard: () => void;
  discarding: boolean;
}

/** The unsaved values of an earlier visit, offered back before anything overwrites them. */
export function DraftOffer({ draft, onRestore, onDiscard, discarding }: DraftOfferProps) {
  const expired = draft.expiredPhotos;
  return (
    <section
      aria-label="Unsaved draft"
      className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm"
    >
      <p className="font-medium">
        Restore your draft from <ReaderTime at={draft.updatedAt} words={formatDateTime} />?
      </p>
      <p className="text-muted-foreground">
        Changes you made here were kept but not saved to the listing. They are not kept again until
        you restore or discard them.
        {expired > 0
          ? ` ${expired} ${expired === 1 ? "photo was" : "photos were"} uploaded more than a day ago and must be added again.`
          : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onRestore} disabled={discarding}>
          Restore draft
        </Button>
        <Button type="button" variant="outline" onClick={onDiscard} disabled={discarding}>
          Discard draft
        </Button>
      </div>
    </section>
  );
}
