import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import type { Reel } from "@/shared/reels";
import { reelElementId } from "./reel-item";

interface ReelDotsProps {
  reels: readonly Reel[];
  activeIndex: number;
  onSelect: (index: number) => void;
  className?: string;
}

/**
 * One dot per loaded reel; a click goes straight to that reel. Over the video on
 * phones (white, ringed so they show on any frame), beside the 9:16 box from 768 px. Each dot is
 * a link to its reel's element (`#reel-<id>`), so it scrolls the feed before the scripts have
 * started; once they run, the feed's own jump takes over.
 */
export function ReelDots({ reels, activeIndex, onSelect, className }: ReelDotsProps) {
  const list = useRef<HTMLOListElement>(null);

  // A long feed has more dots than fit: keep the current one in the list's view. The list's own
  // scrollTop only, since scrollIntoView would scroll the feed too.
  useEffect(() => {
    const element = list.current;
    const dot = element?.children[activeIndex];
    if (!element || !(dot instanceof HTMLElement)) return;
    const top = dot.offsetTop - element.offsetTop;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + dot.offsetHeight > element.scrollTop + element.clientHeight) {
      element.scrollTop = top + dot.offsetHeight - element.clientHeight;
    }
  }, [activeIndex]);

  if (reels.length < 2) return null;
  return (
    <nav aria-label="Choose a reel" className={className}>
      <ol
        ref={list}
        className="flex max-h-[50dvh] flex-col items-center overflow-y-auto [scrollbar-width:none] md:max-h-[calc(100dvh-8rem)] [&::-webkit-scrollbar]:hidden"
      >
        {reels.map((reel, index) => {
          const current = index === activeIndex;
          return (
            <li key={reel.id}>
              <a
                href={`#${reelElementId(reel.id)}`}
                aria-current={current ? "true" : undefined}
                onClick={(event) => {
                  // The feed jumps itself (scrollIntoView would scroll the page too).
                  event.preventDefault();
                  onSelect(index);
                }}
                className="flex size-6 items-center justify-center rounded-full focus-visible:outline-offset-0"
              >
                <span className="sr-only">
                  Go to reel {index + 1}: {reel.title}
                </span>
                <span
                  aria-hidden="true"
                  className={clsx(
                    "w-2 rounded-full shadow-sm ring-1 ring-black/60 transition-[height] motion-reduce:transition-none md:ring-0",
                    current
                      ? "h-4 bg-white md:bg-primary"
                      : "h-2 bg-white/60 md:bg-muted-foreground/70",
                  )}
                />
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
