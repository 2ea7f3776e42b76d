import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { CommentsPage, ThreadComment } from "@/shared/comments";
import { LoadMore } from "@/web/components/load-more";
import { ReaderTime } from "@/web/components/reader-time";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { UserAvatar } from "@/web/components/user-avatar";

type CommentsQuery = UseInfiniteQueryResult<InfiniteData<CommentsPage, unknown>>;

/** A thread (a reel's, a post's), newest first, with older comments a 'Load more' away. */
export function CommentList({ comments }: { comments: CommentsQuery }) {
  const { data, isPending, isError, refetch } = comments;

  if (isPending) {
    return (
      <div role="status" className="space-y-4 py-4">
        <span className="sr-only">Loading comments</span>
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex gap-3">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3 rounded-md" />
              <Skeleton className="h-4 w-full rounded-md" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (isError && !data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p>We couldn't load comments. Please try again.</p>
        <Button type="button" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p className="py-10 text-center text-muted-foreground">
        No comments yet. Be the first to comment.
      </p>
    );
  }
  return (
    <div className="pb-4">
      <ul aria-label="Comments" className="divide-y">
        {items.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ul>
      <LoadMore pages={comments} failed="We couldn't load more comments." />
    </div>
  );
}

function CommentItem({ comment }: { comment: ThreadComment }) {
  const name = comment.author?.name ?? "Former member";
  return (
    <li className="flex gap-3 py-3">
      <UserAvatar name={name} imageUrl={comment.author?.avatarUrl} className="size-8 text-xs" />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{name}</span>
          <ReaderTime at={comment.createdAt} withTitle className="text-muted-foreground text-xs" />
        </p>
        {/* Plain text, never markup: what someone typed is shown as typed. */}
        <p className="whitespace-pre-wrap break-words text-sm">{comment.body}</p>
      </div>
    </li>
  );
}
