import { useEffect, useRef } from "react";
import type { ConversationMessage } from "@/shared/conversations";
import { formatRelativeTime } from "@/shared/relative-time";
import { cn } from "@/web/lib/cn";

/**
 * The thread's messages, oldest first; the caller's own on the right. A log region, so a screen
 * reader announces replies that arrive while the thread is open.
 */
export function MessageList({ messages }: { messages: readonly ConversationMessage[] }) {
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.id;
  // A new message (sent or received) scrolls into view; reading older ones is not interrupted
  // by polls that bring nothing new.
  useEffect(() => {
    if (last) end.current?.scrollIntoView({ block: "nearest" });
  }, [last]);

  return (
    <div role="log" aria-label="Messages" className="max-h-[28rem] overflow-y-auto px-1">
      <ol className="space-y-3">
        {messages.map((message) =>
          message.kind === "tour" ? (
            <li key={message.id} className="text-center text-muted-foreground text-xs">
              {message.body} · {formatRelativeTime(message.at)}
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
              <time dateTime={message.at} className="mt-1 text-muted-foreground text-xs">
                {formatRelativeTime(message.at)}
              </time>
            </li>
          ),
        )}
        <li ref={end} aria-hidden="true" />
      </ol>
    </div>
  );
}
