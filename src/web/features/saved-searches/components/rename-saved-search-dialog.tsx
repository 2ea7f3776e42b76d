import { SAVED_SEARCH_NAME_MAX, type SavedSearch } from "@/shared/saved-searches";
import { renameSavedSearchSchema } from "@/shared/schemas/saved-searches";
import { NameDialog } from "@/web/components/name-dialog";
import { notifySuccess } from "@/web/lib/notify";
import { useUpdateSavedSearch } from "../api/update-saved-search";

interface RenameSavedSearchDialogProps {
  userId: string;
  search: SavedSearch;
  onClose: () => void;
}

/** Renames a saved search: the API's own name rule, its refusals under the field. */
export function RenameSavedSearchDialog({ userId, search, onClose }: RenameSavedSearchDialogProps) {
  const { mutateAsync } = useUpdateSavedSearch(userId, search.id);
  return (
    <NameDialog
      title="Rename saved search"
      description={search.label}
      submitLabel="Rename"
      defaultName={search.name}
      schema={renameSavedSearchSchema}
      maxLength={SAVED_SEARCH_NAME_MAX}
      failureTitle="Saved search not renamed"
      onSubmit={async (name) => {
        await mutateAsync({ name });
        notifySuccess("Saved search renamed", `It is now "${name}".`);
      }}
      onClose={onClose}
    />
  );
}
