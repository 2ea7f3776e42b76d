import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { MyDirectoryEntry } from "@/shared/directory";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import {
  type DirectoryEntryUpdate,
  useUpdateMyDirectoryEntry,
} from "../../api/update-my-directory-entry";
import { withFormFieldPaths } from "../../entry-form-values";

/**
 * Saving an entry form: the saved entry restarts the form (so it is no longer dirty), field
 * issues from the server go under their fields, anything else to one toast.
 */
export function useSaveEntry<T extends FieldValues>(
  userId: string,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  onSaved: (saved: MyDirectoryEntry) => void,
) {
  const { mutateAsync } = useUpdateMyDirectoryEntry(userId);
  return async (update: DirectoryEntryUpdate) => {
    try {
      onSaved(await mutateAsync(update));
      notifySuccess("Directory listing saved", "Your directory entry has been updated.");
    } catch (error) {
      if (!applyFieldIssues(withFormFieldPaths(error), setError, fields)) {
        notifyError(
          "Failed to save listing",
          error,
          "There was a problem saving your directory listing. Please try again.",
        );
      }
    }
  };
}
