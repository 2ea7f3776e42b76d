import { useState } from "react";
import type { AdminBlogPostRow } from "@/shared/admin-blog";
import type { BlogPostStatus } from "@/shared/blog";
import { LoadError } from "@/web/components/table/load-error";
import { TablePagination } from "@/web/components/table/table-pagination";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { usePublishBlogPost } from "../../api/blog-post-actions";
import { useAdminBlogPosts } from "../../api/blog-posts";
import { DeletePostDialog } from "./delete-post-dialog";
import { PostsTable } from "./posts-table";

interface PostsPanelProps {
  status: BlogPostStatus;
  page: number;
  onPage: (page: number) => void;
  onEdit: (id: string) => void;
}

/** The Published Posts or Drafts tab: the server-paged table and its row actions. */
export function PostsPanel({ status, page, onPage, onEdit }: PostsPanelProps) {
  const posts = useAdminBlogPosts(status, page);
  const publish = usePublishBlogPost();
  const [deleting, setDeleting] = useState<AdminBlogPostRow | null>(null);

  const onPublish = (post: AdminBlogPostRow) =>
    publish.mutate(post.id, {
      onSuccess: () => notifySuccess("Post published", `'${post.title}' is now live.`),
      onError: (error) => notifyError("Failed to publish draft.", error, "Please try again."),
    });

  return (
    <div className="grid gap-4" aria-busy={posts.isFetching || undefined}>
      {posts.isError ? (
        <LoadError
          error={posts.error}
          title={`Failed to load ${status} posts.`}
          onRetry={() => posts.refetch()}
        />
      ) : null}
      <PostsTable
        status={status}
        posts={posts.data?.items}
        loading={posts.isPending}
        publishingId={publish.isPending ? publish.variables : undefined}
        onEdit={(post) => onEdit(post.id)}
        onPublish={onPublish}
        onDelete={setDeleting}
      />
      {posts.data ? (
        <TablePagination page={page} pageCount={posts.data.pageCount} onPage={onPage} />
      ) : null}
      {deleting ? <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}
