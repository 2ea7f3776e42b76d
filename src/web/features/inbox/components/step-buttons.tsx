import { Button } from "@/web/components/ui/button";

/** What a side may do with a tour or a booking waiting for an answer. */
type Step = "accept" | "decline" | "propose" | "cancel";
/** The steps that ask for a day or a reason first. */
type AskedStep = Exclude<Step, "accept">;

interface StepButtonsProps {
  can: (step: Step) => boolean;
  onAccept: () => void;
  onAsk: (step: AskedStep) => void;
  busy: boolean;
  /** "Cancel tour", "Cancel booking". */
  cancelLabel: string;
}

/** A tour's or a booking's answers, as each side may give them now. */
export function StepButtons({ can, onAccept, onAsk, busy, cancelLabel }: StepButtonsProps) {
  return (
    <>
      {can("accept") ? (
        <Button size="sm" onClick={onAccept} disabled={busy}>
          Accept
        </Button>
      ) : null}
      {can("propose") ? (
        <Button size="sm" variant="outline" onClick={() => onAsk("propose")}>
          Propose another time
        </Button>
      ) : null}
      {can("decline") ? (
        <Button size="sm" variant="outline" onClick={() => onAsk("decline")}>
          Decline
        </Button>
      ) : null}
      {can("cancel") ? (
        <Button size="sm" variant="ghost" onClick={() => onAsk("cancel")}>
          {cancelLabel}
        </Button>
      ) : null}
    </>
  );
}
