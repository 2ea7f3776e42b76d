import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiClientError } from "./api-client";

/**
 * Puts the server's field issues (e.g. "email already taken") under the matching form fields.
 * Returns true when at least one issue belonged to a field of this form.
 */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiClientError)) return false;
  let applied = false;
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path);
    if (!field) continue;
    setError(field, { type: "server", message: issue.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
