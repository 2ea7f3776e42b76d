import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { AccessRequestInput, MyAccessRequest } from "@/shared/schemas/access-requests";
import { ApiClientError } from "@/web/lib/api-client";
import { mustVerifyEmail } from "@/web/lib/auth/must-verify";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";

/**
 * Sends one access request with the spec's toasts. Field issues go under their
 * fields; a duplicate pending request (409) says so in the toast instead of the generic text.
 */
export async function sendAccessRequest<T extends FieldValues>(
  submit: (input: AccessRequestInput) => Promise<MyAccessRequest>,
  input: AccessRequestInput,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Promise<boolean> {
  try {
    await submit(input);
    notifySuccess(
      "Request Submitted",
      `Your ${input.requestType} access request has been submitted for review.`,
    );
    return true;
  } catch (error) {
    applyFieldIssues(error, setError, fields);
    // A duplicate or an unconfirmed e-mail says so; other failures get the spec's words.
    const explained =
      error instanceof ApiClientError && (error.status === 409 || mustVerifyEmail(error));
    notifyError(
      "Submission Failed",
      explained ? error : null,
      "There was a problem submitting your request.",
    );
    return false;
  }
}
