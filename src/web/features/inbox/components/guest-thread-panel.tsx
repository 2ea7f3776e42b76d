import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CONVERSATION_MESSAGE_MAX } from "@/shared/conversations";
import type { GuestThread } from "@/shared/leads";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { Textarea } from "@/web/components/ui/textarea";
import { paths } from "@/web/lib/paths";
import { MessageList } from "./message-list";

interface GuestThreadPanelProps {
  /** Null when the link opens no conversation (a wrong or cut key). */
  thread: GuestThread | null;
  /** The link's key, posted back with a reply. */
  linkKey: string;
  /** Why the last reply was refused, if it was. */
  error?: string;
}

/**
 * /messages/:id: a visitor's conversation with a realtor, opened by the link in their e-mail
 * without an account. A plain form, so a mail reader's browser needs no scripts to answer.
 */
export function GuestThreadPanel({ thread, linkKey, error }: GuestThreadPanelProps) {
  const busy = useNavigation().state === "submitting";
  const replyId = useId();
  if (!thread) {
    return (
      <Card className="mx-auto w-full max-w-2xl">
        <CardHeader>
          <h1 className="font-bold text-2xl tracking-tight">Conversation not found</h1>
        </CardHeader>
        <CardContent>
          <p role="alert">
            This link does not open a conversation. Use the whole link from the e-mail you got.
          </p>
        </CardContent>
      </Card>
    );
  }
  const messages = thread.messages.map((message) => ({ ...message, kind: "message" as const }));
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader className="space-y-1">
        <h1 className="font-bold text-2xl tracking-tight">
          Your conversation with {thread.realtor.name}
        </h1>
        {thread.listing ? (
          <p className="text-muted-foreground">
            About{" "}
            <Link to={paths.property(thread.listing.id)} className="underline underline-offset-4">
              {thread.listing.title}
            </Link>
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <MessageList messages={messages} />
        {thread.closed ? (
          <p>This listing is no longer on HomeScope; the conversation is closed.</p>
        ) : (
          <Form method="post" className="grid gap-2">
            <input type="hidden" name="key" value={linkKey} />
            <Label htmlFor={replyId}>Reply</Label>
            <Textarea
              id={replyId}
              name="body"
              rows={4}
              required
              maxLength={CONVERSATION_MESSAGE_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${replyId}-error` : undefined}
            />
            {error ? (
              <p id={`${replyId}-error`} role="alert" className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
            <SubmitButton busy={busy} busyLabel="Sending..." className="justify-self-end">
              Send
            </SubmitButton>
          </Form>
        )}
        <p className="text-muted-foreground text-sm">
          Anyone with this link can read the conversation. An account keeps your conversations in
          one place:{" "}
          <Link to={paths.profile()} className="underline underline-offset-4">
            create one
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
