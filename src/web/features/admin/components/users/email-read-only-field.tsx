import type { ClipboardEvent, DragEvent, KeyboardEvent } from "react";
import { ADMIN_USER_MESSAGES } from "@/shared/admin-users";
import { TextField } from "@/web/components/ui/text-field";
import { notifyOnce } from "@/web/lib/notify";

const DELETING_KEYS = new Set(["Backspace", "Delete"]);

function refuse() {
  notifyOnce("admin-email-read-only", "Email not changed", ADMIN_USER_MESSAGES.emailNotEditable);
}

/** The e-mail in the edit form: shown, never editable; trying to change it says why. */
export function EmailReadOnlyField({ email }: { email: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const typing = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (typing || DELETING_KEYS.has(event.key)) refuse();
  };
  const onBlocked = (event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>) => {
    event.preventDefault();
    refuse();
  };
  return (
    <TextField
      label="Email"
      type="email"
      value={email}
      readOnly
      aria-readonly="true"
      className="bg-muted"
      onKeyDown={onKeyDown}
      onPaste={onBlocked}
      onCut={onBlocked}
      onDrop={onBlocked}
    />
  );
}
