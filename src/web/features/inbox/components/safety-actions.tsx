import { Ban, Flag } from "lucide-react";
import { useState } from "react";
import { REPORT_REASON_MAX } from "@/shared/conversations";
import { threadReportSchema } from "@/shared/schemas/conversations";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { ReasonDialog } from "@/web/components/reason-dialog";
import { Button } from "@/web/components/ui/button";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useReportConversation, useSetBlocked } from "../api/safety";

interface BlockToggleProps {
  conversationId: string;
  memberName: string;
  blocked: boolean;
}

/** The realtor's 'Block this member' / 'Unblock', each confirmed first. */
export function BlockToggle({ conversationId, memberName, blocked }: BlockToggleProps) {
  const [asking, setAsking] = useState(false);
  const setBlocked = useSetBlocked(conversationId);
  const confirm = async () => {
    try {
      await setBlocked.mutateAsync(!blocked);
      notifySuccess(
        blocked ? "Member unblocked" : "Member blocked",
        blocked
          ? `${memberName} can message you again.`
          : `${memberName} can no longer message you or request tours.`,
      );
      setAsking(false);
    } catch (error) {
      notifyError("Failed to change the block", error, "Please try again.");
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
        <Ban aria-hidden="true" />
        {blocked ? "Unblock" : "Block this member"}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={blocked ? `Unblock ${memberName}?` : `Block ${memberName}?`}
          description={
            blocked
              ? "They will be able to message you and request tours again."
              : "They will not be able to message you or request tours of your listings."
          }
          confirmLabel={blocked ? "Unblock" : "Block"}
          pending={setBlocked.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}

/** The member's 'Report this conversation': the admins read the reason in the back office. */
export function ReportButton({ conversationId }: { conversationId: string }) {
  const [asking, setAsking] = useState(false);
  const report = useReportConversation(conversationId);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
        <Flag aria-hidden="true" />
        Report this conversation
      </Button>
      {asking ? (
        <ReasonDialog
          title="Report this conversation"
          description="Say what went wrong; our team reviews every report."
          schema={threadReportSchema}
          maxLength={REPORT_REASON_MAX}
          submitLabel="Send report"
          busyLabel="Sending..."
          submitVariant="default"
          failureTitle={() => "Failed to send the report"}
          onSubmit={async (reason) => {
            await report.mutateAsync(reason);
            notifySuccess("Report sent", "Thank you; our team will look into it.");
            setAsking(false);
          }}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
