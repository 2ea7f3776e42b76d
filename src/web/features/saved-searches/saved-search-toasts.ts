import { ALREADY_SAVED_MESSAGE, type SavedSearch } from "@/shared/saved-searches";
import { ApiClientError } from "@/web/lib/api-client";
import { notifyError, notifyInfo, notifySuccess } from "@/web/lib/notify";

/** The dialog's and the after-sign-in save's toasts, so both say the same. */
export function notifySearchSaved(saved: SavedSearch): void {
  notifySuccess("Search saved", `"${saved.name}" is in Saved Searches on your dashboard.`);
}

/**
 * A search saved already is no failure (it often is one saved before signing in); anything else
 * carries the server's words, e.g. that 50 are kept already.
 */
export function notifySearchNotSaved(error: unknown): void {
  if (error instanceof ApiClientError && error.message === ALREADY_SAVED_MESSAGE) {
    notifyInfo("Already saved", "This search is in Saved Searches on your dashboard.");
    return;
  }
  notifyError("Search not saved", error, "Please try again.");
}
