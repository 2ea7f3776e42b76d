import type { SavedSearch } from "@/shared/saved-searches";
import { notifyError, notifySuccess } from "@/web/lib/notify";

/** The dialog's and the after-sign-in save's toasts, so both say the same. */
export function notifySearchSaved(saved: SavedSearch): void {
  notifySuccess("Search saved", `"${saved.name}" is in Saved Searches on your dashboard.`);
}

/** A refusal carries the server's words: saved already, or 50 kept already. */
export function notifySearchNotSaved(error: unknown): void {
  notifyError("Search not saved", error, "Please try again.");
}
