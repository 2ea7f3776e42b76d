import type { SavedSearch } from "@/shared/saved-searches";
import { notifyError, notifySuccess } from "@/web/lib/notify";

/**
 * Says how a save ended, for the dialog and for the save finished after sign-in alike. A refusal
 * carries the server's words: already saved, or 50 kept already.
 */
export async function notifySaveSearchOutcome(saving: Promise<SavedSearch>): Promise<boolean> {
  try {
    const saved = await saving;
    notifySuccess("Search saved", `"${saved.name}" is in Saved Searches on your dashboard.`);
    return true;
  } catch (error) {
    notifyError("Search not saved", error, "Please try again.");
    return false;
  }
}
