import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { type ConversationSide, THREAD_TAB } from "@/shared/conversations";
import { LEAD_STAGES, type LeadStage } from "@/shared/leads";
import { cn } from "@/web/lib/cn";
import { paths } from "@/web/lib/paths";
import { ConversationList } from "./conversation-list";
import { StageFilter } from "./stage-filter";
import { ThreadView } from "./thread-view";

const stageIn = (params: URLSearchParams): LeadStage | null =>
  LEAD_STAGES.find((stage) => stage === params.get("stage")) ?? null;

interface InboxPanelProps {
  as: ConversationSide;
  /** Above the threads, e.g. the realtor's upcoming tours. */
  children?: ReactNode;
}

/**
 * The stage filter in the address (`?stage=`). A pick shows at once: the address follows only once
 * the move's loaders finish, and a controlled radio would otherwise snap back until then.
 */
function useStageParam(): [LeadStage | null, (next: LeadStage | null) => void] {
  const [params, setParams] = useSearchParams();
  const inUrl = stageIn(params);
  const [picked, setPicked] = useState({ inUrl, stage: inUrl });
  // The address changed on its own (back, a link): it wins over an earlier pick.
  if (picked.inUrl !== inUrl) setPicked({ inUrl, stage: inUrl });
  const choose = (next: LeadStage | null) => {
    setPicked({ inUrl, stage: next });
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set("stage", next);
      else updated.delete("stage");
      return updated;
    });
  };
  return [picked.inUrl === inUrl ? picked.stage : inUrl, choose];
}

/**
 * The dashboard's Messages (member) and Inbox (realtor) tabs: the threads beside the open one,
 * which lives in the URL (`?thread=`). Phones show the list, then the thread with a Back link.
 */
export function InboxPanel({ as, children }: InboxPanelProps) {
  const [params] = useSearchParams();
  const selected = params.get("thread");
  const tab = THREAD_TAB[as];
  const [picked, setStage] = useStageParam();
  const stage = as === "realtor" ? picked : null;
  return (
    <div className="space-y-6">
      {children}
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-label="Conversations"
          className={cn("rounded-xl border p-2", selected && "hidden md:block")}
        >
          {as === "realtor" ? (
            <div className="p-2">
              <StageFilter value={stage} onChange={setStage} />
            </div>
          ) : null}
          <ConversationList as={as} selectedId={selected} stage={stage} />
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
