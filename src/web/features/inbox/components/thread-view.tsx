import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { formatPrice } from "@/shared/format";
import { LoadError } from "@/web/components/table/load-error";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Skeleton } from "@/web/components/ui/skeleton";
import { paths } from "@/web/lib/paths";
import { useConversation } from "../api/get-conversation";
import { useMarkConversationRead } from "../api/mark-read";
import { useSendMessage } from "../api/send-message";
import { LeadPanel } from "./lead-panel";
import { MessageList } from "./message-list";
import { ReplyForm } from "./reply-form";
import { BlockToggle, ReportButton } from "./safety-actions";
import { ThreadBookings } from "./thread-bookings";
import { TourCard } from "./tour-card";

const OPEN_TOURS = new Set(["requested", "proposed", "accepted"]);

interface ThreadViewProps {
  id: string;
  /** Back to the list (phones show one or the other). */
  backTo: string;
}

/** One open thread: the listing, the tours in play, the messages and the reply box. */
export function ThreadView({ id, backTo }: ThreadViewProps) {
  const thread = useConversation(id);
  const { mutate: markRead } = useMarkConversationRead();
  const send = useSendMessage(id);
  const unread = thread.data?.conversation.unreadCount ?? 0;
  // Opening the thread reads it, and so does every poll that brings something new.
  useEffect(() => {
    if (unread > 0) markRead(id);
  }, [id, unread, markRead]);

  const back = (
    <Link
      to={backTo}
      className={buttonVariants({ variant: "ghost", size: "sm", className: "md:hidden" })}
    >
      <ArrowLeft aria-hidden="true" />
      Back to conversations
    </Link>
  );

  if (thread.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading conversation...</span>
        {back}
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (thread.isError) {
    return (
      <div className="space-y-3">
        {back}
        <LoadError
          error={thread.error}
          title="Failed to load the conversation"
          onRetry={() => thread.refetch()}
        />
      </div>
    );
  }

  const { conversation, messages, tours } = thread.data;
  const { listing, counterpart } = conversation;
  const openTours = tours.filter((tour) => OPEN_TOURS.has(tour.status));
  return (
    <article aria-labelledby={`thread-${id}`} className="space-y-4">
      {back}
      <header className="flex flex-wrap items-start justify-between gap-3 border-b pb-3">
        <div className="min-w-0">
          <h3 id={`thread-${id}`} className="font-semibold text-lg">
            {counterpart.name}
          </h3>
          {listing ? (
            <p className="text-muted-foreground text-sm">
              <Link to={paths.property(listing.id)} className="underline-offset-4 hover:underline">
                {listing.title}
              </Link>{" "}
              · {formatPrice(listing.price)} · {listing.address}, {listing.city}, {listing.state}
            </p>
          ) : conversation.lead?.source === "directory" ? (
            <p className="text-muted-foreground text-sm">Wrote through the directory.</p>
          ) : (
            <p className="text-muted-foreground text-sm">This listing is no longer on HomeScope.</p>
          )}
        </div>
        {conversation.as === "member" ? (
          <ReportButton conversationId={id} />
        ) : // A visitor without an account has nothing to block.
        counterpart.id !== null ? (
          <BlockToggle
            conversationId={id}
            memberName={counterpart.name}
            blocked={conversation.blocked}
          />
        ) : null}
      </header>
      {thread.data.lead ? <LeadPanel conversationId={id} lead={thread.data.lead} /> : null}
      {openTours.map((tour) => (
        <TourCard key={tour.id} tour={tour} as={conversation.as} />
      ))}
      <ThreadBookings conversationId={id} />
      <MessageList messages={messages} />
      {listing || conversation.lead?.source === "directory" ? (
        <ReplyForm send={send.mutateAsync} />
      ) : (
        <p className="text-muted-foreground text-sm">The conversation is closed.</p>
      )}
    </article>
  );
}
