import { LoaderCircle } from "lucide-react";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { Reel, ReelFeedPage } from "@/shared/reels";
import { buttonVariants } from "@/web/components/ui/button-variants";
import type { useReelFeed } from "../api/get-reel-feed";
import { reelKeyStep } from "../reel-keys";
import { useActiveReel } from "../use-active-reel";
import { ReelDots } from "./reel-dots";
import { ReelFrame } from "./reel-frame";
import { ReelItem } from "./reel-item";

// The comment thread (form, validation, dates) loads on the first hover or click of a Comment
// button, not before the first reel plays.
const loadCommentsDialog = () => import("./reel-comments-dialog");
const ReelCommentsDialog = lazy(loadCommentsDialog);

/** Fetch the next page while this many loaded reels are still ahead. */
const PREFETCH_AHEAD = 3;
/**
 * How long the reel in view plays before the next one starts downloading. Started together, the
 * two videos compete for the connection and the decoder while the page is still starting up
 * (decision 007, Measurements). A reel is watched for longer than this, so the
 * next one is usually ready when someone moves on.
 */
const NEXT_REEL_AFTER_MS = 2_500;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

interface ReelFeedProps {
  feed: ReturnType<typeof useReelFeed>;
}

/**
 * The vertical feed: one reel per screen with scroll snapping. The reel at least 60% in view
 * plays; only it and the next one get a video source, the others show their poster.
 */
export function ReelFeed({ feed }: ReelFeedProps) {
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  const { hasPreviousPage, isFetchingPreviousPage, isFetchPreviousPageError, fetchPreviousPage } =
    feed;
  const reels = useMemo(() => uniqueReels(data?.pages ?? []), [data]);
  const scroller = useRef<HTMLDivElement>(null);
  const { active, observe } = useActiveReel(scroller);
  const [muted, setMuted] = useState(true);
  // Captions show from the start, since reels start muted; a viewer's choice holds for the feed.
  const [captions, setCaptions] = useState(true);
  const [commentsId, setCommentsId] = useState<string | null>(null);
  /** The reel that has played for NEXT_REEL_AFTER_MS: its successor may start downloading. */
  const [startedId, setStartedId] = useState<string | null>(null);
  const nextReelTimer = useRef<number | undefined>(undefined);
  /** The reel whose NEXT_REEL_AFTER_MS wait is running or done. */
  const timedId = useRef<string | null>(null);
  /** Where a key press last sent the feed, so quick presses add up before the scroll ends. */
  const target = useRef<number | null>(null);

  const found = active.id ? reels.findIndex((reel) => reel.id === active.id) : -1;
  const activeIndex = Math.max(0, found);
  const playing = active.visible && found !== -1;
  const activeIndexRef = useRef(activeIndex);
  activeIndexRef.current = activeIndex;
  // The next reel preloads once the current one has played a while, so the two never compete
  // for the first frames; by the time someone moves on, the next one is ready to start at once.
  const activeStarted = startedId !== null && startedId === reels[activeIndex]?.id;
  const onPlaying = useCallback((id: string) => {
    // `playing` comes again after every stall and every loop: a reel shorter than the wait,
    // restarting it each time, would never let the next one load. The wait runs from the start.
    if (timedId.current === id) return;
    timedId.current = id;
    window.clearTimeout(nextReelTimer.current);
    nextReelTimer.current = window.setTimeout(() => setStartedId(id), NEXT_REEL_AFTER_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(nextReelTimer.current), []);

  useEffect(() => {
    const ahead = reels.length - 1 - activeIndex;
    if (ahead < PREFETCH_AHEAD && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) {
      void fetchNextPage();
    }
  }, [
    activeIndex,
    reels.length,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
  ]);

  // From a shared link the feed goes on upwards too: newer reels load while the first few are
  // in view, once the reel in view is known.
  useEffect(() => {
    if (found === -1 || found >= PREFETCH_AHEAD) return;
    if (hasPreviousPage && !isFetchingPreviousPage && !isFetchPreviousPageError) {
      void fetchPreviousPage();
    }
  }, [found, hasPreviousPage, isFetchingPreviousPage, isFetchPreviousPageError, fetchPreviousPage]);

  const goTo = useCallback(
    (index: number, behavior: ScrollBehavior) => {
      const element = scroller.current;
      const item = element?.children[Math.min(Math.max(index, 0), reels.length - 1)];
      if (!element || !(item instanceof HTMLElement)) return;
      element.scrollTo({ top: item.offsetTop, behavior });
    },
    [reels.length],
  );

  // Newer reels arrived above: the reel in view stays where it was, not pushed down the feed.
  const firstId = reels[0]?.id;
  const shownFirst = useRef(firstId);
  const activeId = active.id;
  useLayoutEffect(() => {
    const before = shownFirst.current;
    shownFirst.current = firstId;
    if (!before || before === firstId) return;
    const keep = reels.findIndex((reel) => reel.id === (activeId ?? before));
    if (keep > 0) goTo(keep, "instant");
  }, [firstId, activeId, reels, goTo]);

  // Heard on the whole page, so the keys work before anything was clicked: a desktop visitor
  // lands with the focus on the page itself. Keys pressed on a control (Space on Like) or in the
  // comments dialog stay theirs.
  const reelCount = reels.length;
  const dialogOpen = commentsId !== null;
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const onFeed = event.target === document.body || event.target === scroller.current;
      if (!onFeed || dialogOpen || event.defaultPrevented) return;
      const step = reelKeyStep(event);
      if (step === 0) return;
      event.preventDefault();
      const from = target.current ?? activeIndexRef.current;
      const next = Math.min(Math.max(from + step, 0), reelCount - 1);
      target.current = next;
      goTo(next, prefersReducedMotion() ? "instant" : "smooth");
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [dialogOpen, reelCount, goTo]);

  // A direct pick jumps: gliding past every reel in between would start each of them.
  const select = (index: number) => {
    target.current = null;
    goTo(index, "instant");
  };

  const commentsReel = commentsId ? reels.find((reel) => reel.id === commentsId) : undefined;
  const openComments = useCallback((reel: Reel) => setCommentsId(reel.id), []);
  const preloadComments = useCallback(() => void loadCommentsDialog(), []);

  return (
    <>
      <ReelFrame
        aside={
          <ReelDots
            reels={reels}
            activeIndex={activeIndex}
            onSelect={select}
            className="absolute top-1/2 left-1 z-10 -translate-y-1/2 md:left-full md:ml-3"
          />
        }
      >
        <div
          ref={scroller}
          role="feed"
          aria-label="Reels"
          aria-busy={isFetchingNextPage}
          // A scrolling region takes focus (the keys above are heard there too).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
          tabIndex={0}
          onScrollEnd={() => {
            target.current = null;
          }}
          className="relative h-full snap-y snap-mandatory overflow-y-auto overscroll-contain [overflow-anchor:none] [scrollbar-width:none] focus-visible:outline-offset-[-3px] [&::-webkit-scrollbar]:hidden"
        >
          {reels.map((reel, index) => (
            <ReelItem
              key={reel.id}
              reel={reel}
              index={index}
              setSize={hasNextPage ? -1 : reels.length}
              load={index === activeIndex || (activeStarted && index === activeIndex + 1)}
              play={playing && index === activeIndex}
              muted={muted}
              onMutedChange={setMuted}
              captions={captions}
              onCaptionsChange={setCaptions}
              onPlaying={onPlaying}
              observe={observe}
              onComment={openComments}
              onCommentIntent={preloadComments}
            />
          ))}
          {hasNextPage ? (
            <MoreReels
              loading={isFetchingNextPage}
              failed={isFetchNextPageError}
              onRetry={() => void fetchNextPage()}
            />
          ) : null}
        </div>
      </ReelFrame>
      {commentsReel ? (
        <Suspense fallback={null}>
          <ReelCommentsDialog reel={commentsReel} onClose={() => setCommentsId(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** A feed page may repeat a reel that moved between pages; each id shows once. */
function uniqueReels(pages: readonly ReelFeedPage[]): Reel[] {
  const seen = new Set<string>();
  const reels: Reel[] = [];
  for (const reel of pages.flatMap((page) => page.items)) {
    if (seen.has(reel.id)) continue;
    seen.add(reel.id);
    reels.push(reel);
  }
  return reels;
}

/**
 * The last stop of a feed with more to come: loading, or a retry after a failed load. An article,
 * as everything a feed holds must be.
 */
function MoreReels({
  loading,
  failed,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <article
      aria-label="More reels"
      className="flex h-full snap-start flex-col items-center justify-center gap-4 p-6 text-center text-white"
    >
      {failed ? (
        <>
          <p role="alert">We couldn't load more reels.</p>
          <button
            type="button"
            className={buttonVariants({ variant: "secondary" })}
            onClick={onRetry}
          >
            Try again
          </button>
        </>
      ) : (
        // The status is there from the start, so its words are announced when a fetch begins;
        // it says "loading" only while something loads.
        <p role="status" className="flex items-center gap-2">
          {loading ? (
            <>
              <LoaderCircle
                aria-hidden="true"
                className="size-5 animate-spin motion-reduce:animate-none"
              />
              Loading more reels...
            </>
          ) : null}
        </p>
      )}
    </article>
  );
}
