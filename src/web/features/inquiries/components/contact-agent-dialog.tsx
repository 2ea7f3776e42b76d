import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { CONTACT_MESSAGE_MAX } from "@/shared/properties";
import { contactAgentSchema } from "@/shared/schemas/inquiries";
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
import { Textarea } from "@/web/components/ui/textarea";
import { useAuth } from "@/web/lib/auth/auth-context";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useSendInquiry } from "../api/send-inquiry";

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
 * `ContactAgentButton`, with react-hook-form and zod, so the page does not carry them.
 */
export function ContactAgentDialog({
  propertyId,
  propertyTitle,
  agentName,
  open,
  onOpenChange,
  returnFocus,
}: ContactAgentDialogProps) {
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
        {open ? <ContactForm propertyId={propertyId} onSent={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ContactForm({ propertyId, onSent }: { propertyId: string; onSent: () => void }) {
  const { user } = useAuth();
  const messageId = useId();
  const { mutateAsync } = useSendInquiry(propertyId);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactAgentSchema),
    defaultValues: { name: user?.name ?? "", email: user?.email ?? "", phone: "", message: "" },
  });
  const length = watch("message").length;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutateAsync({ ...values, phone: values.phone || undefined });
      notifySuccess("Message sent", "The agent will get back to you soon.");
      onSent();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ["name", "email", "phone", "message"])) {
        notifyError("Error", error, "Failed to send message.");
      }
    }
  });

  const messageError = errors.message?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <div className="grid gap-2">
        <Label htmlFor={messageId}>Message</Label>
        <Textarea
          id={messageId}
          rows={5}
          maxLength={CONTACT_MESSAGE_MAX}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${messageId}-count${messageError ? ` ${messageId}-error` : ""}`}
          placeholder="I'm interested in this property and would like to know more."
          {...register("message")}
        />
        <div className="flex justify-between gap-4 text-sm">
          <p id={`${messageId}-error`} className="text-destructive">
            {messageError}
          </p>
          <p id={`${messageId}-count`} className="shrink-0 text-muted-foreground">
            {length}/{CONTACT_MESSAGE_MAX}
            <span className="sr-only"> characters</span>
          </p>
        </div>
      </div>
      <SubmitButton busy={isSubmitting} busyLabel="Sending...">
        Send Message
      </SubmitButton>
    </form>
  );
}
