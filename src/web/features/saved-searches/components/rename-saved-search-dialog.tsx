import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SAVED_SEARCH_NAME_MAX, type SavedSearch } from "@/shared/saved-searches";
import { renameSavedSearchSchema } from "@/shared/schemas/saved-searches";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useUpdateSavedSearch } from "../api/update-saved-search";

interface RenameSavedSearchDialogProps {
  userId: string;
  search: SavedSearch;
  onClose: () => void;
}

/** Renames a saved search: the API's own name rule, its refusals under the field. */
export function RenameSavedSearchDialog({ userId, search, onClose }: RenameSavedSearchDialogProps) {
  const { mutateAsync } = useUpdateSavedSearch(userId, search.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({
    resolver: zodResolver(renameSavedSearchSchema),
    defaultValues: { name: search.name },
  });

  const submit = handleSubmit(async ({ name }) => {
    try {
      await mutateAsync({ name });
      notifySuccess("Saved search renamed", `It is now "${name}".`);
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ["name"])) {
        notifyError("Saved search not renamed", error, "Please try again.");
      }
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename saved search</DialogTitle>
          <DialogDescription>{search.label}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField
            label="Name"
            maxLength={SAVED_SEARCH_NAME_MAX}
            autoComplete="off"
            error={errors.name?.message}
            {...register("name")}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton busy={isSubmitting} busyLabel="Saving...">
              Rename
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
