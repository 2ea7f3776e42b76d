import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { suggestSavedSearchName } from "@/shared/saved-search-name";
import { type AlertFrequency, SAVED_SEARCH_NAME_MAX } from "@/shared/saved-searches";
import { parseSearchFields } from "@/shared/schemas/property-search";
import { saveSearchFormSchema } from "@/shared/schemas/saved-searches";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { useSavedSearches } from "../api/get-saved-searches";
import { useSaveSearch } from "../api/save-search";
import { notifySearchNotSaved, notifySearchSaved } from "../saved-search-toasts";
import { AlertsHelpLink } from "./alerts-help-link";
import { FrequencySelect } from "./frequency-select";

interface SaveSearchDialogProps {
  userId: string;
  /** The /search query string to save, without "?". */
  query: string;
  onClose: () => void;
}

interface SaveSearchForm {
  name: string;
  frequency: AlertFrequency;
}

/**
 * Save search: a name suggested from the criteria and the alert frequency, starting at the
 * member's e-mail frequency. Loaded on demand (the /search page's script budget).
 */
export default function SaveSearchDialog({ userId, query, onClose }: SaveSearchDialogProps) {
  const frequencyId = useId();
  const defaultFrequency = useSavedSearches(userId).data?.defaultFrequency ?? "daily";
  const { mutateAsync } = useSaveSearch(userId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SaveSearchForm>({
    resolver: zodResolver(saveSearchFormSchema),
    values: {
      name: suggestSavedSearchName(parseSearchFields(new URLSearchParams(query))),
      frequency: defaultFrequency,
    },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit(async ({ name, frequency }) => {
    try {
      notifySearchSaved(await mutateAsync({ query, name, frequency }));
      onClose();
    } catch (error) {
      // Field issues go under their fields; anything else (already saved, 50 kept) is a toast.
      if (!applyFieldIssues(error, setError, ["name", "frequency"])) notifySearchNotSaved(error);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save search</DialogTitle>
          <DialogDescription>
            Get told about new listings and price drops that match this search.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField
            label="Name"
            maxLength={SAVED_SEARCH_NAME_MAX}
            autoComplete="off"
            error={errors.name?.message}
            {...register("name")}
          />
          <div className="grid gap-2">
            <Label htmlFor={frequencyId}>E-mail alerts</Label>
            <FrequencySelect id={frequencyId} {...register("frequency")} />
            <AlertsHelpLink className="justify-self-start" />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton busy={isSubmitting} busyLabel="Saving...">
              Save search
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
