import { House } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Reel } from "@/shared/reels";
import { UserAvatar } from "@/web/components/user-avatar";
import { reportAnalytics } from "@/web/lib/analytics-beacon";
import { ApiClientError } from "@/web/lib/api-client";
import { useAuth } from "@/web/lib/auth/auth-context";
import { notifyError } from "@/web/lib/notify";
import { paths } from "@/web/lib/paths";
import { useSignInPath } from "@/web/lib/use-sign-in-path";
import { LIKE_FAILED } from "../api/set-reel-like";
import { useReelLike } from "../use-reel-like";
import { ReelActions } from "./reel-actions";
import { ReelVideo } from "./reel-video";
import { VideoCredit } from "./video-credit";

export interface ReelItemProps {
  reel: Reel;
  index: number;
  /** -1 while more reels may follow. */
  setSize: number;
  load: boolean;
  play: boolean;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  captions: boolean;
  onCaptionsChange: (on: boolean) => void;
  onPlaying: (reelId: string) => void;
  observe: (element: HTMLElement | null) => (() => void) | undefined;
  onComment: (reel: Reel) => void;
  onCommentIntent: () => void;
}

/** The id of a reel's element in the feed, the target of its dot's link. */
export const reelElementId = (reelId: string) => `reel-${reelId}`;

const TEXT_SHADOW = "[text-shadow:0_1px_3px_rgb(0_0_0/0.9)]";

/** One reel, as tall as the feed: the video, and over it who posted it, the title and actions. */
export function ReelItem({
  reel,
  index,
  setSize,
  load,
  play,
  muted,
  onMutedChange,
  captions,
  onCaptionsChange,
  onPlaying,
  observe,
  onComment,
  onCommentIntent,
}: ReelItemProps) {
  const titleId = useId();
  const [caption, setCaption] = useState<string | null>(null);
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  // Back at this reel after signing in, it is liked for them (app/resume-intents.tsx).
  const signInPath = useSignInPath({
    at: paths.reels(reel.id),
    intent: { action: "like", id: reel.id },
  });
  // The sign-in prompt and sharing load on first use: the first frame does not wait for them.
  const askToSignIn = async () => {
    const { promptSignIn } = await import("@/web/lib/sign-in-prompt");
    promptSignIn("Please sign in to like reels.", () => navigate(signInPath));
  };
  const toggleLike = useReelLike(reel, async (error) => {
    if (error instanceof ApiClientError && error.status === 401) return askToSignIn();
    notifyError("Error", error, LIKE_FAILED);
  });
  const share = async () => {
    const { shareLink } = await import("@/web/lib/share");
    const shared = await shareLink({
      title: reel.title,
      path: paths.reels(reel.id),
      copiedDescription: "The reel link is on your clipboard.",
    });
    if (shared) reportAnalytics({ type: "share", kind: "reel", id: reel.id });
  };
  return (
    <article
      ref={observe}
      id={reelElementId(reel.id)}
      data-reel-id={reel.id}
      aria-labelledby={titleId}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      className="relative h-full w-full shrink-0 snap-start snap-always overflow-hidden bg-black"
    >
      <ReelVideo
        reel={reel}
        load={load}
        play={play}
        priority={index === 0}
        muted={muted}
        onMutedChange={onMutedChange}
        captions={captions}
        onCaptionsChange={onCaptionsChange}
        onCaption={setCaption}
        onPlaying={() => onPlaying(reel.id)}
      />
      {/* Keeps white text readable over any frame (at least 4.5:1 where the text sits). */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-3/4 bg-linear-to-t from-black/90 via-black/60 via-40% to-transparent"
      />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end gap-3 p-4 text-white">
        {captions && caption ? (
          // Just above the title and actions, never under them. A new element for each cue, so
          // a caption of more lines than the last moves nothing already on screen.
          <p
            key={caption}
            className="absolute inset-x-4 bottom-full mb-2 whitespace-pre-line text-center font-medium text-base leading-relaxed"
          >
            <span className="box-decoration-clone rounded bg-black/80 px-2 py-0.5">{caption}</span>
          </p>
        ) : null}
        <div className={`min-w-0 flex-1 space-y-2 ${TEXT_SHADOW}`}>
          {reel.author ? (
            <p className="flex items-center gap-2 font-semibold text-sm">
              <UserAvatar
                name={reel.author.name}
                imageUrl={reel.author.avatarUrl}
                className="size-9 ring-2 ring-white/80 [text-shadow:none]"
              />
              <span className="truncate">{reel.author.name}</span>
            </p>
          ) : null}
          <h2 id={titleId} className="line-clamp-3 font-semibold text-lg leading-snug">
            {reel.title}
          </h2>
          {reel.videoBy ? <VideoCredit credit={reel.videoBy} /> : null}
          {reel.property ? (
            <Link
              to={paths.property(reel.property.id, "reel")}
              className="pointer-events-auto inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 font-medium text-black text-sm [text-shadow:none] hover:bg-white/85 focus-visible:outline-white"
            >
              <House aria-hidden="true" className="size-4" />
              View property
            </Link>
          ) : null}
        </div>
        <div className="pointer-events-auto shrink-0">
          <ReelActions
            likeCount={reel.likeCount}
            commentCount={reel.commentCount}
            liked={reel.likedByMe}
            likeDisabled={loading}
            onLike={user ? toggleLike : () => void askToSignIn()}
            onComment={() => onComment(reel)}
            onCommentIntent={onCommentIntent}
            onShare={() => void share()}
          />
        </div>
      </div>
    </article>
  );
}
