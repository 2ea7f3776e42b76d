import { useRef, useState } from "react";
import type { Reel } from "@/shared/reels";
import { CommentForm } from "@/web/components/comments/comment-form";
import { CommentList } from "@/web/components/comments/comment-list";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { paths } from "@/web/lib/paths";
import { usePostReelComment, useReelComments } from "../api/reel-comments";

interface ReelCommentsDialogProps {
  reel: Reel;
  onClose: () => void;
}

/**
 * The reel's comment thread: a bottom sheet on phones, a side panel from 768 px. Mounted while
 * open (loaded lazily by the feed); Radix traps focus, Escape closes, and focus goes back to the
 * Comment button on close.
 */
export default function ReelCommentsDialog({ reel, onClose }: ReelCommentsDialogProps) {
  const list = useRef<HTMLDivElement>(null);
  // There is no Radix trigger (one dialog serves every reel), so focus returns by hand.
  const [opener] = useState(() => document.activeElement);
  const comments = useReelComments(reel.id);
  const post = usePostReelComment(reel.id);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="top-auto bottom-0 left-0 flex h-[85dvh] max-h-[85dvh] w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none rounded-t-xl p-0 focus:outline-none md:top-0 md:right-0 md:left-auto md:h-dvh md:max-h-dvh md:w-[26rem] md:rounded-none md:rounded-l-xl"
        // The thread opens to read, not to type: on phones a focused box would raise the keyboard.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!(opener instanceof HTMLElement)) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <DialogHeader className="border-b px-4 py-4">
          <DialogTitle>Comments</DialogTitle>
          <DialogDescription className="line-clamp-1">{reel.title}</DialogDescription>
        </DialogHeader>
        <div ref={list} className="min-h-0 flex-1 overflow-y-auto px-4">
          <CommentList comments={comments} />
        </div>
        <div className="border-t p-4">
          {/* Signed in, a visitor comes back to this reel's own link. */}
          <CommentForm
            send={post.mutateAsync}
            returnTo={paths.reels(reel.id)}
            onPosted={() => list.current?.scrollTo({ top: 0 })}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
