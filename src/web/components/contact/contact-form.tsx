import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { CONTACT_WAY_LABELS, CONTACT_WAYS } from "@/shared/leads";
import { CONTACT_MESSAGE_MAX } from "@/shared/properties";
import { type ContactAgentInput, contactAgentSchema } from "@/shared/schemas/inquiries";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { Textarea } from "@/web/components/ui/textarea";
import { VerifyEmailPrompt } from "@/web/components/verify-email-prompt";
import { useAuth } from "@/web/lib/auth/auth-context";
import { mustVerifyEmail } from "@/web/lib/auth/must-verify";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";

const FIELDS = ["name", "email", "phone", "contactWay", "message"] as const;

export interface ContactFormProps {
  /** Sends the message (the caller's mutation); rejects with the API's error. */
  send: (input: ContactAgentInput) => Promise<unknown>;
  /** The message box's hint, e.g. what the visitor might ask about. */
  placeholder: string;
  /** A message to start from, which the visitor can send as it is or change. */
  initialMessage?: string;
  /** The success toast's text under 'Message sent'. */
  sentDescription: string;
  onSent: () => void;
}

/**
 * The message form of Contact Agent and of the directories' Contact buttons: name, e-mail,
 * optional phone, the best way to reach them and message, checked with the schema the server uses. A signed-in visitor
 * starts with their own name, e-mail and phone. Only lazily loaded dialogs import it (react-hook-form
 * and zod stay out of the pages).
 */
export function ContactForm({
  send,
  placeholder,
  initialMessage = "",
  sentDescription,
  onSent,
}: ContactFormProps) {
  const { user } = useAuth();
  const messageId = useId();
  const wayId = useId();
  const [mustVerify, setMustVerify] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactAgentSchema),
    defaultValues: {
      name: user?.name ?? "",
      email: user?.email ?? "",
      phone: user?.profile?.phoneNumber ?? "",
      contactWay: "email" as const,
      message: initialMessage,
    },
  });
  const length = watch("message").length;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send({ ...values, phone: values.phone || undefined });
      notifySuccess("Message sent", sentDescription);
      onSent();
    } catch (error) {
      if (mustVerifyEmail(error)) setMustVerify(true);
      else if (!applyFieldIssues(error, setError, FIELDS)) {
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
        <Label htmlFor={wayId}>Best way to reach you</Label>
        <NativeSelect id={wayId} {...register("contactWay")}>
          {CONTACT_WAYS.map((way) => (
            <option key={way} value={way}>
              {CONTACT_WAY_LABELS[way]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={messageId}>Message</Label>
        <Textarea
          id={messageId}
          rows={5}
          maxLength={CONTACT_MESSAGE_MAX}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${messageId}-count${messageError ? ` ${messageId}-error` : ""}`}
          placeholder={placeholder}
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
      {mustVerify ? <VerifyEmailPrompt /> : null}
      <SubmitButton busy={isSubmitting} busyLabel="Sending...">
        Send Message
      </SubmitButton>
    </form>
  );
}
