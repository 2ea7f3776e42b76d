import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useAuth } from "./auth/auth-context";
import {
  formatResumeIntent,
  INTENT_PARAM,
  parseResumeIntent,
  type ResumeAction,
  type ResumeIntent,
} from "./resume-intent";

/** What a component finishing an intent is given (save-property and reel-like resumers). */
export interface ResumeProps {
  id: string;
  /** Who signed in to finish it. */
  userId: string;
}

/** An intent taken from the address, for the account that came back with it. */
export type ClaimedIntent<A extends ResumeAction> = ResumeIntent<A> & { userId: string };

/**
 * The intent in this page's address among `actions`, once the visitor is signed in: it is taken
 * out of the address (so neither a reload nor Back repeats it) and handed back to be finished,
 * with the account it is for: signing out and in again later does not make it due again.
 * Intents of other actions are left for their own page parts.
 */
export function useResumeIntent<A extends ResumeAction>(
  actions: readonly A[],
): ClaimedIntent<A> | null {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [claimed, setClaimed] = useState<ClaimedIntent<A> | null>(null);
  const found = user ? parseResumeIntent(params.get(INTENT_PARAM)) : null;
  const due = found && isAmong(found, actions) ? formatResumeIntent(found) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each intent found is the trigger.
  useEffect(() => {
    const intent = parseResumeIntent(due);
    if (!intent || !isAmong(intent, actions) || !user) return;
    setClaimed({ ...intent, userId: user.id });
    setParams(
      (current) => {
        current.delete(INTENT_PARAM);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [due]);
  return claimed;
}

function isAmong<A extends ResumeAction>(
  intent: ResumeIntent,
  actions: readonly A[],
): intent is ResumeIntent<A> {
  return (actions as readonly ResumeAction[]).includes(intent.action);
}
