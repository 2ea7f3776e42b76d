import { useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "@/web/lib/cn";

/**
 * The bio, clamped to 3 lines. Read More / Show Less appears only when the text is
 * longer, which depends on the width, so it is measured and re-measured on resize.
 */
export function ProfileBio({ bio }: { bio: string }) {
  const textId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new bio must be measured again.
  useLayoutEffect(() => {
    const text = textRef.current;
    if (!text || expanded) return;
    const measure = () => setOverflows(text.scrollHeight > text.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => observer.disconnect();
  }, [expanded, bio]);

  return (
    <div className="grid justify-items-start gap-1">
      <p
        id={textId}
        ref={textRef}
        className={cn("whitespace-pre-line break-words", expanded ? undefined : "line-clamp-3")}
      >
        {bio}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
          className="rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {expanded ? "Show Less" : "Read More"}
        </button>
      ) : null}
    </div>
  );
}
