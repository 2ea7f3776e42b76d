import { data } from "react-router";
import type { ApiErrorBody } from "@/shared/errors";
import type { PageApi } from "@/shared/page-data";
import { postForm } from "@/web/lib/form-post";

/** A recovery form's answer, drawn by the page with or without scripts. */
export type RecoveryAnswer = { ok: true } | { ok: false; error: ApiErrorBody };

/** The posted form's text fields, for the server's own checks. */
async function textFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of await request.formData())
    if (typeof value === "string") fields[name] = value;
  return fields;
}

/** Posts the form's fields to one of the API's account paths and answers the page with its outcome. */
export async function recoveryAction(request: Request, api: PageApi, path: string) {
  const outcome = await postForm(api, path, await textFields(request));
  const answer: RecoveryAnswer = outcome.ok ? { ok: true } : { ok: false, error: outcome.error };
  return data(answer, { status: outcome.ok ? 200 : outcome.status });
}

/** The message under a field, from the server's answer. */
export const fieldIssue = (answer: RecoveryAnswer | undefined, field: string) =>
  answer && !answer.ok
    ? answer.error.issues?.find((issue) => issue.path === field)?.message
    : undefined;

/** The answer's message when no field carries it (an expired link, too many tries). */
export const formProblem = (answer: RecoveryAnswer | undefined) =>
  answer && !answer.ok && !answer.error.issues?.length ? answer.error.message : undefined;
