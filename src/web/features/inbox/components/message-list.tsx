import { useEffect, useRef } from "react";
import type { ConversationMessage } from "@/shared/conversations";
import { ReaderTime } from "@/web/components/reader-time";
import { cn } from "@/web/lib/cn";

/**
 * The thread's messages, oldest first; the caller's own on the right. A log region, so a screen
 * reader announces replies that arrive while the thread is open.
 */
export function MessageList({ messages }: { messages: readonly ConversationMessage[] }) {
  const box = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  // A new message (sent or received) scrolls the history, not the page, to its end; polls that
  // bring nothing new leave someone reading older messages where they are.
  useEffect(() => {
    if (last && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [last]);

  return (
    <div
      ref={box}
      role="log"
      aria-label="Messages"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className="max-h-[28rem] overflow-y-auto px-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ol className="space-y-3">
        {messages.map((message) =>
          message.kind === "tour" ? (
            <li key={message.id} className="text-center text-muted-foreground text-xs">
              {message.body} · <ReaderTime at={message.at} />
            </li>
          ) : (
            <li
              key={message.id}
              className={cn("flex flex-col", message.fromMe ? "items-end" : "items-start")}
            >
              <span className="sr-only">{message.fromMe ? "You" : message.senderName}: </span>
              <p
                className={cn(
                  "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2",
                  message.fromMe ? "bg-primary text-primary-foreground" : "bg-muted",
                )}
              >
                {message.body}
              </p>
              <ReaderTime at={message.at} className="mt-1 text-muted-foreground text-xs" />
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
