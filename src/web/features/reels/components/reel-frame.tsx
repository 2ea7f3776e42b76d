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
 * as the space below the header, centred, with the dots beside it. The dots are placed against
 * the box, outside the layout, with room kept for them on both sides: the box sits in the same
 * place whether or not they have arrived, so a page painted half-parsed does not move it.
 */
export function ReelFrame({ children, aside }: ReelFrameProps) {
  return (
    <div className="flex h-full items-center justify-center bg-black md:bg-transparent md:p-4">
      <div
        style={ASPECT_STYLE}
        className="relative h-full w-full md:aspect-(--reel-aspect) md:w-auto md:max-w-[calc(100%-4.5rem)]"
      >
        <div className="size-full overflow-hidden bg-black md:rounded-xl md:shadow-lg">
          {children}
        </div>
        {aside}
      </div>
    </div>
  );
}
