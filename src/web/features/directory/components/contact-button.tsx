import { LoaderCircle, MessageSquare } from "lucide-react";
import { useRef, useState } from "react";
import type { DirectoryKind } from "@/shared/directory";
import { Button } from "@/web/components/ui/button";
import { onDemand } from "@/web/lib/on-demand";
import { useOnDemand } from "@/web/lib/use-on-demand";

// The dialog, the form, react-hook-form and zod load on the first click, not with the page.
const dialogChunk = onDemand(() => import("./directory-contact-dialog"));

interface ContactButtonProps {
  kind: DirectoryKind;
  id: string;
  name: string;
}

/** 'Contact': opens a message form for this realtor or photographer. */
export function ContactButton(props: ContactButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialog = useOnDemand(dialogChunk, "Could not open the contact form.");
  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        size="sm"
        aria-label={`Contact ${props.name}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={dialog.busy || undefined}
        onClick={() => dialog.open(() => setOpen(true))}
      >
        {dialog.busy ? (
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <MessageSquare aria-hidden="true" />
        )}
        Contact
      </Button>
      {dialog.module ? (
        <dialog.module.DirectoryContactDialog
          {...props}
          open={open}
          onOpenChange={setOpen}
          returnFocus={() => buttonRef.current?.focus()}
        />
      ) : null}
    </>
  );
}
