import { useRef } from "react";
import type { BlogPostDetail } from "@/shared/blog";
import { CommentForm } from "@/web/components/comments/comment-form";
import { CommentList } from "@/web/components/comments/comment-list";
import { paths } from "@/web/lib/paths";
import { useAddPostComment, usePostComments } from "../api/post-comments";

/** The section's id: the post's Comment button (post-actions.tsx) leads to it. */
const POST_COMMENTS_ID = "comments";

/** Readers' comments under a published post, as reels have them. */
function PostComments({ post }: { post: BlogPostDetail }) {
  const comments = usePostComments(post.id);
  const add = useAddPostComment(post.id);
  const list = useRef<HTMLDivElement>(null);
  return (
    <section
      id={POST_COMMENTS_ID}
      aria-labelledby={`${POST_COMMENTS_ID}-title`}
      className="mx-auto max-w-4xl scroll-mt-20 space-y-4 border-t pt-8"
    >
      <h2 id={`${POST_COMMENTS_ID}-title`} className="font-semibold text-2xl tracking-tight">
        Comments ({post.commentCount})
      </h2>
      <CommentForm
        send={add.mutateAsync}
        returnTo={`${paths.blogPost(post.id)}#${POST_COMMENTS_ID}`}
        onPosted={() => list.current?.scrollIntoView({ block: "nearest" })}
      />
      <div ref={list}>
        <CommentList comments={comments} />
      </div>
    </section>
  );
}

export default PostComments;
