import { useEffect } from "react";
import { useFetcher, useNavigate } from "react-router";
import { paths } from "@/web/lib/paths";
import { type AccountActionData, type AccountIntent, accountFetcherKey } from "./account-action";
import { useReturnTo } from "./use-return-to";

/**
 * Once an account form's answer has settled: back to the page the visitor came from, else to
 * /profile without the tab in the URL (signing out later shows Sign In, as after a plain post).
 * The page follows the answer, not the form: the form gives way to the profile as soon as the
 * session is read, which may be before the answer has settled. It waits for the loaders the
 * answer revalidates: navigating while they load aborts them, and React Router lets that abort
 * escape as an unhandled rejection.
 */
export function useReturnAfterAccountPost() {
  const returnTo = useReturnTo();
  // A sign-up opens no session: its form shows 'check your inbox' instead (sign-up-form.tsx).
  useFollowSettledAnswer("sign-in", returnTo);
}

function useFollowSettledAnswer(intent: AccountIntent, returnTo: string | null) {
  const fetcher = useFetcher<AccountActionData>({ key: accountFetcherKey(intent) });
  const navigate = useNavigate();
  const settled = fetcher.state === "idle" ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settled answer is the trigger.
  useEffect(() => {
    if (!settled?.ok) return;
    navigate(returnTo ?? paths.profile(), { replace: true, preventScrollReset: !returnTo });
  }, [settled]);
}
