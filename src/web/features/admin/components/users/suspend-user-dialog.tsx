import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { type AdminUserRow, SUSPEND_REASON_MAX } from "@/shared/admin-users";
import { type SuspendUserInput, suspendUserSchema } from "@/shared/schemas/admin-users";
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
import { Textarea } from "@/web/components/ui/textarea";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useSuspendUser } from "../../api/suspend-user";

interface SuspendUserDialogProps {
  user: AdminUserRow;
  onClose: () => void;
}

/** Suspend User: asks for a reason, then ends the user's sessions and refuses their sign-in. */
export function SuspendUserDialog({ user, onClose }: SuspendUserDialogProps) {
  const reasonId = useId();
  const suspend = useSuspendUser();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SuspendUserInput>({
    resolver: zodResolver(suspendUserSchema),
    defaultValues: { reason: "" },
  });
  const length = watch("reason").length;

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await suspend.mutateAsync({ id: user.id, reason });
      notifySuccess("User suspended", `${user.name} can no longer sign in.`);
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ["reason"])) {
        notifyError("Failed to suspend user", error, "Please try again.");
      }
    }
  });

  const error = errors.reason?.message;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Suspend User</DialogTitle>
          <DialogDescription>
            {user.name} will be signed out everywhere and cannot sign in until unsuspended.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>Reason</Label>
            <Textarea
              id={reasonId}
              maxLength={SUSPEND_REASON_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${reasonId}-hint${error ? ` ${reasonId}-error` : ""}`}
              {...register("reason")}
            />
            <p id={`${reasonId}-hint`} className="text-muted-foreground text-xs">
              {length}/{SUSPEND_REASON_MAX}
            </p>
            {error ? (
              <p id={`${reasonId}-error`} className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton variant="destructive" busy={isSubmitting} busyLabel="Suspending...">
              Suspend User
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
