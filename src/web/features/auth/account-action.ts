import { data, redirect } from "react-router";
import type { ApiErrorBody } from "@/shared/errors";
import type { PageApi } from "@/shared/page-data";
import { RETURN_TO_PARAM, safeReturnPath } from "@/shared/return-path";
import { postForm } from "@/web/lib/form-post";
import { paths } from "@/web/lib/paths";

export type AccountIntent = "sign-in" | "sign-up";

/** What the profile page's action answers a form posted with scripts running. */
export type AccountActionData =
  | { intent: AccountIntent; ok: true }
  /** A sign-up: no session yet, the account waits for its e-mailed link. */
  | { intent: "sign-up"; ok: true; checkInbox: string }
  | {
      intent: AccountIntent;
      ok: false;
      error: ApiErrorBody;
    };

/**
 * The fetcher each account form posts through. Keyed, so that the page can follow the answer
 * after the form itself is gone (use-return-after-account-post.ts).
 */
export const accountFetcherKey = (intent: AccountIntent) => `account-${intent}`;

/** The hidden field a form posted by the app's own scripts carries (use-account-form.ts). */
export const ENHANCED_FIELD = "enhanced";

/**
 * Signs in or creates the account a form posted, through the API's own account routes. A plain
 * form post (no scripts yet) is answered with a redirect to the same-site page the visitor was
 * sent from (`?returnTo=`), else to the signed-in profile; a post from the app's scripts with
 * the outcome, which the form turns into its messages and the page into its move.
 */
export async function accountAction(request: Request, api: PageApi) {
  const form = await request.formData();
  const intent: AccountIntent = form.get("intent") === "sign-up" ? "sign-up" : "sign-in";
  const fields: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && name !== "intent" && name !== ENHANCED_FIELD)
      fields[name] = value;
  const path = intent === "sign-up" ? "/api/auth/sign-up/email" : "/api/auth/sign-in/email";
  const outcome = await postForm(api, path, fields);
  if (!outcome.ok) {
    const answer: AccountActionData = { intent, ok: false, error: outcome.error };
    return data(answer, { status: outcome.status });
  }
  // The same answer whether or not the address already had an account: see your inbox.
  if (intent === "sign-up") {
    const answer: AccountActionData = { intent, ok: true, checkInbox: fields.email ?? "" };
    return data(answer);
  }
  const headers = new Headers();
  for (const cookie of outcome.cookies) headers.append("set-cookie", cookie);
  if (!form.has(ENHANCED_FIELD)) {
    const returnTo = safeReturnPath(new URL(request.url).searchParams.get(RETURN_TO_PARAM));
    throw redirect(returnTo ?? paths.profile(), { headers });
  }
  const answer: AccountActionData = { intent, ok: true };
  return data(answer, { headers });
}
