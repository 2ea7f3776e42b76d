import type { ApiErrorBody } from "@/shared/errors";
import type { PageApi } from "@/shared/page-data";
import { parseJsonText, toApiClientError } from "./api-client";

/** A page form's post to the API: the cookies its answer sets, or the API's error and status. */
export type FormOutcome =
  | { ok: true; cookies: string[] }
  | { ok: false; status: number; error: ApiErrorBody };

/**
 * Posts a page form's text fields as JSON to an API path through the page's own API (on the
 * server, with the visitor's headers), keeping the session cookies the answer sets, for the
 * page's answer to pass on.
 */
export async function postForm(
  api: PageApi,
  path: string,
  fields: Record<string, string>,
): Promise<FormOutcome> {
  const response = await api(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(fields),
  });
  if (response.ok) return { ok: true, cookies: response.headers.getSetCookie() };
  const payload = parseJsonText(await response.text());
  const { code, message, issues } = toApiClientError(
    response.status,
    payload,
    response.headers.get("retry-after"),
  );
  return { ok: false, status: response.status, error: { code, message, issues: [...issues] } };
}
