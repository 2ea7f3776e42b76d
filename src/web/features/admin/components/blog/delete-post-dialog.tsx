import type { MouseEvent } from "react";
import type { AdminBlogPostRow } from "@/shared/admin-blog";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/web/components/ui/alert-dialog";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useDeleteBlogPost } from "../../api/blog-post-actions";

interface DeletePostDialogProps {
  post: AdminBlogPostRow;
  onClose: () => void;
}

/** Delete's confirmation: the post and its category links go for good. */
export function DeletePostDialog({ post, onClose }: DeletePostDialogProps) {
  const remove = useDeleteBlogPost();

  const confirm = async (event: MouseEvent) => {
    // Stay open while the request runs; close only when it is done.
    event.preventDefault();
    try {
      await remove.mutateAsync(post.id);
      notifySuccess("Post deleted successfully.", `'${post.title}' has been deleted.`);
      onClose();
    } catch (error) {
      notifyError("Failed to delete post.", error, "Please try again.");
    }
  };

  return (
    <AlertDialog open onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this post?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. The post will be removed from the blog for good.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <p className="font-medium text-sm [overflow-wrap:anywhere]">{post.title}</p>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete Post"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
