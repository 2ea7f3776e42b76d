import { clsx } from "clsx";
import { Heart, type LucideIcon, MessageCircle, Share2 } from "lucide-react";
import type { ComponentProps } from "react";
import { formatCompact, formatCount } from "@/shared/format";

/** "1 like", "12 likes", "1,204 comments". */
function countLabel(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? "" : "s"}`;
}

interface ReelActionsProps {
  likeCount: number;
  commentCount: number;
  liked: boolean;
  likeDisabled?: boolean;
  onLike: () => void;
  onComment: () => void;
  onCommentIntent?: () => void;
  onShare: () => void;
}

/** The vertical rail over the reel: Like, Comment and Share, each named with its count. */
export function ReelActions({
  likeCount,
  commentCount,
  liked,
  likeDisabled,
  onLike,
  onComment,
  onCommentIntent,
  onShare,
}: ReelActionsProps) {
  return (
    <ul className="flex flex-col items-center gap-3">
      <li>
        <RailButton
          icon={Heart}
          label={`Like, ${countLabel(likeCount, "like")}`}
          count={likeCount}
          aria-pressed={liked}
          disabled={likeDisabled}
          iconClassName={liked ? "fill-red-500 text-red-500" : undefined}
          onClick={onLike}
        />
      </li>
      <li>
        <RailButton
          icon={MessageCircle}
          label={`Comment, ${countLabel(commentCount, "comment")}`}
          count={commentCount}
          aria-haspopup="dialog"
          onClick={onComment}
          onPointerEnter={onCommentIntent}
          onFocus={onCommentIntent}
        />
      </li>
      <li>
        <RailButton icon={Share2} label="Share" onClick={onShare} />
      </li>
    </ul>
  );
}

interface RailButtonProps extends ComponentProps<"button"> {
  icon: LucideIcon;
  label: string;
  /** Shown under the icon, compact (1.2K); the accessible name has the exact figure. */
  count?: number;
  iconClassName?: string;
}

function RailButton({ icon: Icon, label, count, iconClassName, ...props }: RailButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="group flex w-14 flex-col items-center gap-1 rounded-lg text-white focus-visible:outline-white disabled:opacity-60"
      {...props}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-black/55 transition-colors group-hover:bg-black/75">
        <Icon aria-hidden="true" className={clsx("size-6", iconClassName)} />
      </span>
      {count === undefined ? null : (
        <span aria-hidden="true" className="font-semibold text-xs [text-shadow:0_1px_2px_#000]">
          {formatCompact(count)}
        </span>
      )}
    </button>
  );
}
