import { clsx } from "clsx";
import { Heart, MessageCircle, Share2 } from "lucide-react";
import { useNavigate } from "react-router";
import type { BlogPostDetail } from "@/shared/blog";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { useAuth } from "@/web/lib/auth/auth-context";
import { notifyError } from "@/web/lib/notify";
import { paths } from "@/web/lib/paths";
import { useSignInPath } from "@/web/lib/use-sign-in-path";
import { POST_LIKE_FAILED, useSetBlogPostLike } from "../api/set-blog-post-like";

// The sign-in prompt and sharing load on first use: most readers only read. Plain
// buttons with buttonVariants (as the first-paint code does) keep tailwind-merge off the page.

/** Like (persists; needs an account) and Share for a published post. */
export function PostActions({ post }: { post: BlogPostDetail }) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  // Back on this post after signing in, it is liked for them (app/resume-intents.tsx).
  const signInPath = useSignInPath({ intent: { action: "like-post", id: post.id } });
  const { mutate, isPending } = useSetBlogPostLike(post.id);

  const toggleLike = async () => {
    if (!user) {
      const { promptSignIn } = await import("@/web/lib/sign-in-prompt");
      promptSignIn("Please sign in to like posts.", () => navigate(signInPath));
      return;
    }
    // One request at a time keeps a PUT and a DELETE from overtaking each other.
    if (isPending) return;
    mutate(!post.likedByMe, {
      onError: (error) => notifyError("Error", error, POST_LIKE_FAILED),
    });
  };

  const share = async () => {
    const { shareLink } = await import("@/web/lib/share");
    await shareLink({
      title: post.title,
      path: paths.blogPost(post.id),
      copiedDescription: "The article link is on your clipboard.",
    });
  };

  const liked = Boolean(user) && post.likedByMe;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonVariants({ variant: liked ? "secondary" : "outline" })}
        aria-pressed={liked}
        disabled={loading}
        onClick={() => void toggleLike()}
      >
        <Heart aria-hidden="true" className={clsx(liked && "fill-current text-destructive")} />
        Like
        <span className="tabular-nums">
          {post.likeCount}
          <span className="sr-only">{post.likeCount === 1 ? " like" : " likes"}</span>
        </span>
      </button>
      {/* The spec's Comment button: it leads to the thread under the post. */}
      <a href="#comments" className={buttonVariants({ variant: "outline" })}>
        <MessageCircle aria-hidden="true" />
        Comment
        <span className="tabular-nums">
          {post.commentCount}
          <span className="sr-only">{post.commentCount === 1 ? " comment" : " comments"}</span>
        </span>
      </a>
      <button
        type="button"
        className={buttonVariants({ variant: "outline" })}
        onClick={() => void share()}
      >
        <Share2 aria-hidden="true" />
        Share
      </button>
    </div>
  );
}
