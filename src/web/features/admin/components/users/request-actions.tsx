import { Check, X } from "lucide-react";
import { useState } from "react";
import { type AdminAccessRequestRow, SUSPEND_REASON_MAX } from "@/shared/admin-users";
import { rejectRequestSchema } from "@/shared/schemas/admin-users";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { ReasonDialog } from "@/web/components/reason-dialog";
import { Button } from "@/web/components/ui/button";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useDecideRequest } from "../../api/decide-request";
import { decisionFailureTitle, decisionSuccess } from "./request-decision";

/**
 * Approve and Reject of one request, each asked once more before it acts:
 * Approve confirms what it grants, Reject takes the reason the applicant reads. The row leaves
 * the table once the tables are read again.
 */
export function RequestActions({ request }: { request: AdminAccessRequestRow }) {
  const decide = useDecideRequest();
  const [asking, setAsking] = useState<"approve" | "reject" | null>(null);
  const type = request.requestType;
  const name = request.user.name;
  const close = () => setAsking(null);

  const approve = async () => {
    try {
      await decide.mutateAsync({ id: request.id, decision: "approve" });
      const { title, description } = decisionSuccess("approve", type, name);
      notifySuccess(title, description);
    } catch (error) {
      notifyError(decisionFailureTitle("approve", type, error), error, "Please try again.");
    }
    close();
  };

  const busy = decide.isPending || decide.isSuccess;
  return (
    <div className="flex justify-end gap-2">
      <Button
        size="sm"
        disabled={busy}
        onClick={() => setAsking("approve")}
        aria-label={`Approve ${name}'s ${type} request`}
      >
        <Check aria-hidden="true" />
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => setAsking("reject")}
        aria-label={`Reject ${name}'s ${type} request`}
      >
        <X aria-hidden="true" />
        Reject
      </Button>
      {asking === "approve" ? (
        <ConfirmDialog
          title={`Approve ${name}'s ${type} request?`}
          description={`${name} gets ${type} access and a card in the directory, made from their request.`}
          confirmLabel="Approve"
          pending={decide.isPending}
          onConfirm={approve}
          onCancel={close}
        />
      ) : null}
      {asking === "reject" ? (
        <ReasonDialog
          title={`Reject ${name}'s ${type} request?`}
          description={`${name} is told the request was not approved, with your reason.`}
          label="Reason (the applicant reads it)"
          schema={rejectRequestSchema}
          maxLength={SUSPEND_REASON_MAX}
          submitLabel="Reject"
          busyLabel="Rejecting..."
          failureTitle={(error) => decisionFailureTitle("reject", type, error)}
          onSubmit={async (reason) => {
            await decide.mutateAsync({ id: request.id, decision: "reject", reason });
            const { title, description } = decisionSuccess("reject", type, name);
            notifySuccess(title, description);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
