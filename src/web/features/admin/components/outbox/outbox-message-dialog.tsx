import { format } from "date-fns";
import type { OutboxMessage, OutboxRow } from "@/shared/admin-outbox";
import { LoadingIndicator } from "@/web/components/loading-indicator";
import { LoadError } from "@/web/components/table/load-error";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { useOutboxMessage } from "../../api/outbox-message";

/**
 * Shrinks a message wider than the frame (an e-mail is laid out for 600 px) until it fits, so a
 * phone shows all of it rather than its left part.
 */
function fitToFrame(frame: HTMLIFrameElement) {
  const page = frame.contentDocument?.documentElement;
  if (!page) return;
  page.style.zoom = "";
  const wide = page.scrollWidth;
  if (wide > frame.clientWidth) page.style.zoom = String(frame.clientWidth / wide);
}

/**
 * The message as its reader saw it. The sandbox runs no scripts, forms or popups: the HTML is the
 * app's own template, but it quotes what members wrote. It keeps the app's origin (harmless with
 * no scripts) so the message's images from this site load, under this page's own CSP, and so
 * the page can measure it to fit.
 */
function MessageBody({ message }: { message: OutboxMessage }) {
  if (message.html)
    return (
      <iframe
        title={`E-mail: ${message.subject}`}
        sandbox="allow-same-origin"
        srcDoc={message.html}
        onLoad={(event) => fitToFrame(event.currentTarget)}
        className="h-[60dvh] w-full rounded-md border bg-white"
      />
    );
  if (message.text)
    return (
      <pre className="max-h-[60dvh] overflow-auto whitespace-pre-wrap rounded-md border p-4 text-sm">
        {message.text}
      </pre>
    );
  return (
    <p className="rounded-md border p-4 text-muted-foreground text-sm">
      This message was sent through the SMTP server and is not kept: it may hold a link meant for
      its reader only.
    </p>
  );
}

function MessageContent({ id }: { id: string }) {
  const message = useOutboxMessage(id);
  if (message.isPending) return <LoadingIndicator label="Loading message..." />;
  if (message.isError)
    return (
      <LoadError
        error={message.error}
        title="Failed to load the message"
        onRetry={() => message.refetch()}
      />
    );
  return <MessageBody message={message.data} />;
}

interface OutboxMessageDialogProps {
  /** The row opened, or null when the dialog is closed. */
  row: OutboxRow | null;
  onClose: () => void;
}

/** One sent message over the list: who, when, and its body when it was kept. */
export function OutboxMessageDialog({ row, onClose }: OutboxMessageDialogProps) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        {row ? (
          <>
            <DialogHeader>
              <DialogTitle className="pr-8">{row.subject}</DialogTitle>
              <DialogDescription>
                To {row.recipient} on {format(new Date(row.sentAt), "MMM d, yyyy 'at' h:mm a")} (
                {row.kind})
              </DialogDescription>
            </DialogHeader>
            <MessageContent id={row.id} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
