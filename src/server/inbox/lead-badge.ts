import type { LeadSource, LeadStage } from "@/shared/leads";
import type { Thread } from "./thread-access";

/** The thread's stage and source as the realtor's list shows them. */
export const leadBadge = (thread: Thread) => ({
  stage: thread.stage as LeadStage,
  source: thread.source as LeadSource | null,
});
