import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { CONVERSATION_MESSAGE_MAX } from "@/shared/conversations";
import {
  type ConversationMessageInput,
  conversationMessageSchema,
} from "@/shared/schemas/conversations";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { Textarea } from "@/web/components/ui/textarea";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError } from "@/web/lib/notify";

interface ReplyFormProps {
  /** Sends the reply (the caller's mutation); rejects with the API's error. */
  send: (input: ConversationMessageInput) => Promise<unknown>;
}

/** The reply box under a thread: Send, or Ctrl/Cmd+Enter (Enter alone makes a new line). */
export function ReplyForm({ send }: ReplyFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConversationMessageInput>({
    resolver: zodResolver(conversationMessageSchema),
    defaultValues: { body: "" },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await send(input);
      reset();
    } catch (error) {
      // BLOCKED and LISTING_CLOSED carry the sentence to show.
      if (!applyFieldIssues(error, setError, ["body"])) {
        notifyError("Message not sent", error, "Please try again.");
      }
    }
  });

  const error = errors.body?.message;
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={id}>Reply</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={CONVERSATION_MESSAGE_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
        {...register("body")}
      />
      <div className="flex items-center justify-between gap-3">
        {/* A touch screen has no Ctrl key to press: the hint is for keyboards only. */}
        <p id={`${id}-hint`} className="text-muted-foreground text-xs pointer-coarse:hidden">
          Ctrl+Enter (⌘+Enter on a Mac) sends.
        </p>
        <SubmitButton busy={isSubmitting} busyLabel="Sending..." size="sm" className="ml-auto">
          <Send aria-hidden="true" />
          Send
        </SubmitButton>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
