import { Home } from "lucide-react";
import { Link } from "react-router";
import type { ConversationSummary } from "@/shared/conversations";
import { formatPrice } from "@/shared/format";
import { LEAD_STAGE_LABELS } from "@/shared/leads";
import { ReaderTime } from "@/web/components/reader-time";
import { UnreadCount } from "@/web/components/unread-count";
import { cn } from "@/web/lib/cn";
import { TOUR_STATUS_LABELS } from "../tour-format";

interface ConversationListItemProps {
  conversation: ConversationSummary;
  to: string;
  selected: boolean;
}

/** One thread in the list: the listing, who it is with, the last word, unread count and tour. */
export function ConversationListItem({ conversation, to, selected }: ConversationListItemProps) {
  const { listing, counterpart, lastMessage, unreadCount, openTour, lead } = conversation;
  return (
    <Link
      to={to}
      aria-current={selected ? "true" : undefined}
      className={cn(
        "flex gap-3 rounded-lg p-3 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        selected && "bg-accent",
      )}
    >
      {listing?.coverUrl ? (
        <img
          src={listing.coverUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-md object-cover"
        />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded-md bg-muted">
          <Home aria-hidden="true" className="size-6 text-muted-foreground" />
        </span>
      )}
      <span className="min-w-0 flex-1 space-y-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn("truncate", unreadCount > 0 ? "font-semibold" : "font-medium")}>
            {counterpart.name}
          </span>
          <ReaderTime at={lastMessage.at} className="shrink-0 text-muted-foreground text-xs" />
        </span>
        <span className="block truncate text-muted-foreground text-sm">
          {listing
            ? `${formatPrice(listing.price)} · ${listing.address}, ${listing.city}`
            : lead?.source === "directory"
              ? "From the directory"
              : "Listing removed"}
        </span>
        <span className="flex items-center gap-2">
          <span className="truncate text-sm">
            {lastMessage.fromMe ? "You: " : ""}
            {lastMessage.body}
          </span>
          <UnreadCount count={unreadCount} className="ml-auto shrink-0 px-2 py-0.5" />
        </span>
        {lead ? (
          <span className="block text-muted-foreground text-xs">
            Stage: {LEAD_STAGE_LABELS[lead.stage]}
            {counterpart.id === null ? " · No account" : ""}
          </span>
        ) : null}
        {openTour ? (
          <span className="block text-muted-foreground text-xs">
            Tour: {TOUR_STATUS_LABELS[openTour.status]}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
