import { clsx } from "clsx";
import type { CSSProperties, ReactNode } from "react";
import { REEL_ASPECT_RATIO } from "@/shared/reels";

const ASPECT_STYLE = { "--reel-aspect": String(REEL_ASPECT_RATIO) } as CSSProperties;

interface ReelFrameProps {
  /** The 9:16 box: the feed's scroller, or a skeleton. */
  children: ReactNode;
  /** Beside the box (the dots). */
  aside?: ReactNode;
}

/**
 * The feed's stage: edge to edge above the bottom bar on phones; from 768 px a 9:16 box as tall
 * as the space below the header, centred, with the dots beside it.
 */
export function ReelFrame({ children, aside }: ReelFrameProps) {
  return (
    <div className="relative flex h-full items-center justify-center gap-3 bg-black md:bg-transparent md:p-4">
      <div
        style={ASPECT_STYLE}
        className={clsx(
          "relative h-full w-full overflow-hidden bg-black",
          "md:aspect-(--reel-aspect) md:w-auto md:max-w-full md:rounded-xl md:shadow-lg",
        )}
      >
        {children}
      </div>
      {aside}
    </div>
  );
}
