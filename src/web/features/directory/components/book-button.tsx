import { CalendarPlus, LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/web/components/ui/button";
import { useAuth } from "@/web/lib/auth/auth-context";
import { onDemand } from "@/web/lib/on-demand";
import { useOnDemand } from "@/web/lib/use-on-demand";

// The dialog and its form load on the first click, not with the page.
const dialogChunk = onDemand(() => import("./book-photographer-dialog"));

interface BookButtonProps {
  photographerId: string;
  name: string;
}

/**
 * 'Book': a realtor books this photographer for one of their listings (the one in `?listing=`
 * first, when the directory was opened from a listing). Nobody else sees it.
 */
export function BookButton({ photographerId, name }: BookButtonProps) {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialog = useOnDemand(dialogChunk, "Could not open the booking form.");
  if (user?.role !== "realtor") return null;
  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        size="sm"
        variant="outline"
        aria-label={`Book ${name}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={dialog.busy || undefined}
        onClick={() => dialog.open(() => setOpen(true))}
      >
        {dialog.busy ? (
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <CalendarPlus aria-hidden="true" />
        )}
        Book
      </Button>
      {dialog.module ? (
        <dialog.module.BookPhotographerDialog
          photographerId={photographerId}
          name={name}
          listingId={params.get("listing")}
          open={open}
          onOpenChange={setOpen}
          returnFocus={() => buttonRef.current?.focus()}
        />
      ) : null}
    </>
  );
}
