import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { type ConversationSide, THREAD_TAB } from "@/shared/conversations";
import { cn } from "@/web/lib/cn";
import { paths } from "@/web/lib/paths";
import { ConversationList } from "./conversation-list";
import { ThreadView } from "./thread-view";

interface InboxPanelProps {
  as: ConversationSide;
  /** Above the threads, e.g. the realtor's upcoming tours. */
  children?: ReactNode;
}

/**
 * The dashboard's Messages (member) and Inbox (realtor) tabs: the threads beside the open one,
 * which lives in the URL (`?thread=`). Phones show the list, then the thread with a Back link.
 */
export function InboxPanel({ as, children }: InboxPanelProps) {
  const [params] = useSearchParams();
  const selected = params.get("thread");
  const tab = THREAD_TAB[as];

  return (
    <div className="space-y-6">
      {children}
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-label="Conversations"
          className={cn("rounded-xl border p-2", selected && "hidden md:block")}
        >
          <ConversationList as={as} selectedId={selected} />
        </section>
        <div className={cn("rounded-xl border p-4", !selected && "hidden md:block")}>
          {selected ? (
            <ThreadView key={selected} id={selected} backTo={paths.dashboard({ tab })} />
          ) : (
            <p className="py-10 text-center text-muted-foreground">
              Choose a conversation to read it.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
