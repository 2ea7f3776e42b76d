import { ContactForm } from "@/web/components/contact/contact-form";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { useSendInquiry } from "../api/send-inquiry";
import { useLeadSource } from "../lead-source";

export interface ContactAgentDialogProps {
  propertyId: string;
  propertyTitle: string;
  agentName: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on closing: the button that opened it (there is no DialogTrigger). */
  returnFocus: () => void;
}

/**
 * The 'Contact Agent' dialog: a message about this listing for its realtor. Loaded on demand by
 * `ContactAgentButton`, with the shared contact form, so the page does not carry it.
 */
export function ContactAgentDialog({
  propertyId,
  propertyTitle,
  agentName,
  open,
  onOpenChange,
  returnFocus,
}: ContactAgentDialogProps) {
  const { mutateAsync } = useSendInquiry(propertyId);
  const source = useLeadSource();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Contact Agent</DialogTitle>
          <DialogDescription>
            {agentName ? `Send ${agentName} a message` : "Send a message"} about {propertyTitle}.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from a fresh form. */}
        {open ? (
          <ContactForm
            send={(input) => mutateAsync({ ...input, source })}
            placeholder="Ask about the home, the neighbourhood or a visit."
            initialMessage={`I'm interested in ${propertyTitle} and would like to know more.`}
            sentDescription="The agent will get back to you soon."
            onSent={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
