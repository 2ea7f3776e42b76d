import type { DirectoryKind } from "@/shared/directory";
import { ContactForm } from "@/web/components/contact/contact-form";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { useSendDirectoryMessage } from "../api/send-directory-message";

const PLACEHOLDER: Record<DirectoryKind, string> = {
  realtor: "I'm looking for help with buying or selling a home and would like to talk.",
  photographer: "I'd like photos of a listing. Are you available, and what would it cost?",
};

export interface DirectoryContactDialogProps {
  kind: DirectoryKind;
  id: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on closing: the button that opened it (there is no DialogTrigger). */
  returnFocus: () => void;
}

/** The directories' Contact dialog: a message the professional is notified of. Loaded on demand. */
export function DirectoryContactDialog({
  kind,
  id,
  name,
  open,
  onOpenChange,
  returnFocus,
}: DirectoryContactDialogProps) {
  const { mutateAsync } = useSendDirectoryMessage(kind, id);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Contact {name}</DialogTitle>
          <DialogDescription>
            Send {name} a message; they will reply to the email address you give.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from a fresh form. */}
        {open ? (
          <ContactForm
            send={mutateAsync}
            placeholder={PLACEHOLDER[kind]}
            sentDescription={`${name} will get back to you soon.`}
            onSent={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
