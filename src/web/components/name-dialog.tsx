import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
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
import { notifyError } from "@/web/lib/notify";

interface NameDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  defaultName: string;
  /** The API's own rule for the name, so the dialog refuses what the server would. */
  schema: z.ZodType<{ name: string }, { name: string }>;
  maxLength: number;
  placeholder?: string;
  /** The toast's title when saving fails for another reason than the name. */
  failureTitle: string;
  /** Resolves once saved; a refusal with field issues shows under the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Names or renames something in one field, with the server's refusals under it. */
export function NameDialog({
  title,
  description,
  submitLabel,
  defaultName,
  schema,
  maxLength,
  placeholder,
  failureTitle,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({
    resolver: zodResolver(schema),
    defaultValues: { name: defaultName },
  });

  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ["name"])) {
        notifyError(failureTitle, error, "Please try again.");
      }
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField
            label="Name"
            placeholder={placeholder}
            maxLength={maxLength}
            autoComplete="off"
            error={errors.name?.message}
            {...register("name")}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton busy={isSubmitting} busyLabel="Saving...">
              {submitLabel}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
