import { Check, X } from "lucide-react";
import type { AdminAccessRequestRow } from "@/shared/admin-users";
import { Button } from "@/web/components/ui/button";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { type RequestDecision, useDecideRequest } from "../../api/decide-request";
import { decisionFailureTitle, decisionSuccess } from "./request-decision";

/** Approve and Reject of one request; the row leaves the table once the tables are read again. */
export function RequestActions({ request }: { request: AdminAccessRequestRow }) {
  const decide = useDecideRequest();
  const type = request.requestType;

  const run = async (decision: RequestDecision) => {
    try {
      await decide.mutateAsync({ id: request.id, decision });
      const { title, description } = decisionSuccess(decision, type, request.user.name);
      notifySuccess(title, description);
    } catch (error) {
      notifyError(decisionFailureTitle(decision, type, error), error, "Please try again.");
    }
  };

  const busy = decide.isPending || decide.isSuccess;
  return (
    <div className="flex justify-end gap-2">
      <Button
        size="sm"
        disabled={busy}
        onClick={() => run("approve")}
        aria-label={`Approve ${request.user.name}'s ${type} request`}
      >
        <Check aria-hidden="true" />
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => run("reject")}
        aria-label={`Reject ${request.user.name}'s ${type} request`}
      >
        <X aria-hidden="true" />
        Reject
      </Button>
    </div>
  );
}
