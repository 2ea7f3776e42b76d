import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { CollectionInvite } from "@/shared/collections";
import { type CollectionInviteInput, collectionInviteSchema } from "@/shared/schemas/collections";
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
import { ApiClientError } from "@/web/lib/api-client";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";

interface InviteDialogProps {
  collectionName: string;
  /** Invitations still open, so the member sees who was already asked. */
  pending: CollectionInvite[];
  invite: (email: string) => Promise<CollectionInvite>;
  onClose: () => void;
}

/**
 * Invites someone by e-mail; they need no account yet. A member already there, or too many
 * members, is the server's 409, shown under the field like a field's own refusal.
 */
export function InviteDialog({ collectionName, pending, invite, onClose }: InviteDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CollectionInviteInput>({
    resolver: zodResolver(collectionInviteSchema),
    defaultValues: { email: "" },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const sent = await invite(email);
      notifySuccess("Invitation sent", `We e-mailed ${sent.email} a link to join.`);
      onClose();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 409) {
        setError("email", { type: "server", message: error.message }, { shouldFocus: true });
      } else if (!applyFieldIssues(error, setError, ["email"])) {
        notifyError("Invitation not sent", error, "Please try again.");
      }
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite to {collectionName}</DialogTitle>
          <DialogDescription>
            They can add and remove homes, react and leave notes. Without an account, they can
            create one from the e-mailed link.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register("email")}
          />
          {pending.length > 0 ? (
            <div className="text-sm">
              <p className="font-medium">Invited, not joined yet</p>
              <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                {pending.map((invite) => (
                  <li key={invite.id} className="break-all">
                    {invite.email}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton busy={isSubmitting} busyLabel="Sending...">
              Send invitation
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
