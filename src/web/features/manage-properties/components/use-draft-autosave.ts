import { useEffect, useRef, useState } from "react";
import type { ListingDraftValues } from "@/shared/listing-drafts";
import { saveListingDraft, sendListingDraftOnExit } from "../api/listing-draft";

/** How long typing pauses before the draft is sent. */
export const DRAFT_AUTOSAVE_DELAY_MS = 1200;

export type DraftSaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "failed" };

/**
 * Keeps `values` as the listing's draft on the server a moment after they last changed, and once
 * more as the page goes away. `values` is null while there is nothing to keep (nothing changed,
 * or an earlier draft is still being offered and must not be overwritten).
 */
export function useDraftAutosave(listingId: string | undefined, values: ListingDraftValues | null) {
  const [state, setState] = useState<DraftSaveState>({ kind: "idle" });
  const json = values ? JSON.stringify(values) : null;
  const sent = useRef<string | null>(null);
  const latest = useRef(json);
  latest.current = json;

  // Leaving the page inside the app (after its question) takes the unsent values along.
  useEffect(
    () => () => {
      const unsent = latest.current;
      if (unsent !== null && unsent !== sent.current) {
        saveListingDraft(listingId, JSON.parse(unsent)).catch(() => undefined);
      }
    },
    [listingId],
  );

  useEffect(() => {
    if (json === null || json === sent.current) return;
    const timer = window.setTimeout(() => {
      setState({ kind: "saving" });
      saveListingDraft(listingId, JSON.parse(json) as ListingDraftValues).then(
        (saved) => {
          sent.current = json;
          setState({ kind: "saved", at: new Date(saved.updatedAt) });
        },
        () => setState({ kind: "failed" }),
      );
    }, DRAFT_AUTOSAVE_DELAY_MS);
    // What the timer had not sent yet goes with the page.
    const onExit = () => {
      if (json !== sent.current) sendListingDraftOnExit(listingId, JSON.parse(json));
    };
    window.addEventListener("pagehide", onExit);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", onExit);
    };
  }, [json, listingId]);

  return state;
}
