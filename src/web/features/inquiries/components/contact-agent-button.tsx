import { LoaderCircle, MessageSquare } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { onDemand } from "@/web/lib/on-demand";
import { useOnDemand } from "@/web/lib/use-on-demand";

// The dialog, its form, react-hook-form and zod load on the first click, not with the page.
const dialogChunk = onDemand(() => import("./contact-agent-dialog"));

interface ContactAgentButtonProps {
  propertyId: string;
  propertyTitle: string;
  agentName: string | null;
}

/** 'Contact Agent': opens a message form for the listing's realtor. */
export function ContactAgentButton(props: ContactAgentButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialog = useOnDemand(dialogChunk, "Could not open the contact form.");
  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        className="w-full"
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
        Contact Agent
      </Button>
      {dialog.module ? (
        <dialog.module.ContactAgentDialog
          {...props}
          open={open}
          onOpenChange={setOpen}
          returnFocus={() => buttonRef.current?.focus()}
        />
      ) : null}
    </>
  );
}
