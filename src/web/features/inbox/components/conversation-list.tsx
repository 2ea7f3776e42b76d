import { MessagesSquare } from "lucide-react";
import { type ConversationSide, threadPath } from "@/shared/conversations";
import { LEAD_STAGE_LABELS, type LeadStage } from "@/shared/leads";
import { LoadError } from "@/web/components/table/load-error";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useConversations } from "../api/get-conversations";
import { ConversationListItem } from "./conversation-list-item";

interface ConversationListProps {
  as: ConversationSide;
  selectedId: string | null;
  /** The realtor's stage filter (null: every lead). */
  stage?: LeadStage | null;
}

/** The caller's threads on one side, newest activity first, with loading, empty and error states. */
export function ConversationList({ as, selectedId, stage = null }: ConversationListProps) {
  const conversations = useConversations(as, stage);
  if (conversations.isPending) {
    return (
      <div aria-busy="true" className="space-y-2 p-1">
        <span className="sr-only">Loading conversations...</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (conversations.isError) {
    return (
      <LoadError
        error={conversations.error}
        title="Failed to load your conversations"
        onRetry={() => conversations.refetch()}
      />
    );
  }
  const items = conversations.data.items;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-muted-foreground">
        <MessagesSquare aria-hidden="true" className="size-8" />
        <p>
          {stage
            ? `No leads at ${LEAD_STAGE_LABELS[stage]}.`
            : as === "realtor"
              ? "No leads yet. Messages and tour requests about your listings will appear here."
              : "No messages yet. Contact an agent from a listing to start a conversation."}
        </p>
      </div>
    );
  }
  return (
    <ul className="space-y-1">
      {items.map((conversation) => (
        <li key={conversation.id}>
          <ConversationListItem
            conversation={conversation}
            to={`${threadPath(as, conversation.id)}${stage ? `&stage=${stage}` : ""}`}
            selected={conversation.id === selectedId}
          />
        </li>
      ))}
    </ul>
  );
}
