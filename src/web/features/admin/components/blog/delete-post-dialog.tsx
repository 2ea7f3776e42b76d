import type { AdminBlogPostRow } from "@/shared/admin-blog";
import { ConfirmDeleteDialog } from "@/web/components/confirm-delete-dialog";
import { useDeleteBlogPost } from "../../api/blog-post-actions";

interface DeletePostDialogProps {
  post: AdminBlogPostRow;
  onClose: () => void;
}

/** Delete's confirmation: the post and its category links go for good. */
export function DeletePostDialog({ post, onClose }: DeletePostDialogProps) {
  const remove = useDeleteBlogPost();
  return (
    <ConfirmDeleteDialog
      title="Delete this post?"
      description="This action cannot be undone. The post will be removed from the blog for good."
      subject={post.title}
      confirmLabel="Delete Post"
      onDelete={() => remove.mutateAsync(post.id)}
      success={{
        title: "Post deleted successfully.",
        description: `'${post.title}' has been deleted.`,
      }}
      failure={{ title: "Failed to delete post.", description: "Please try again." }}
      onClose={onClose}
    />
  );
}
