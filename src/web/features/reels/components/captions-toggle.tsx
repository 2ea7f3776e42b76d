import { Captions, CaptionsOff } from "lucide-react";

interface CaptionsToggleProps {
  on: boolean;
  onChange: (on: boolean) => void;
  className?: string;
}

/** "CC": shows or hides a reel's captions; pressed while they show. */
export function CaptionsToggle({ on, onChange, className }: CaptionsToggleProps) {
  return (
    <button
      type="button"
      aria-label="Captions"
      aria-pressed={on}
      title={on ? "Hide captions" : "Show captions"}
      onClick={() => onChange(!on)}
      className={className}
    >
      {on ? (
        <Captions aria-hidden="true" className="size-5" />
      ) : (
        <CaptionsOff aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
