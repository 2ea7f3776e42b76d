import { ExternalLink, Pencil, Send, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { AdminBlogPostRow } from "@/shared/admin-blog";
import type { BlogPostStatus } from "@/shared/blog";
import { TableStatusRows } from "@/web/components/table/table-status-row";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/web/components/ui/table";
import { formatBlogDate } from "@/web/lib/blog-format";
import { paths } from "@/web/lib/paths";

interface PostsTableProps {
  status: BlogPostStatus;
  posts: AdminBlogPostRow[] | undefined;
  loading: boolean;
  /** The draft whose Publish is under way. */
  publishingId: string | undefined;
  onEdit: (post: AdminBlogPostRow) => void;
  onPublish: (post: AdminBlogPostRow) => void;
  onDelete: (post: AdminBlogPostRow) => void;
}

/**
 * The posts table: Title, Author, Published Date (Last Updated for drafts), Views
 * (published only), Actions.
 */
export function PostsTable(props: PostsTableProps) {
  const { status, posts, loading } = props;
  const published = status === "published";
  const columns = published ? 5 : 4;
  return (
    <Table
      stickyActions
      aria-label={published ? "Published posts" : "Draft posts"}
      className="min-w-[640px]"
    >
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Author</TableHead>
          <TableHead>{published ? "Published Date" : "Last Updated"}</TableHead>
          {published ? <TableHead className="text-right">Views</TableHead> : null}
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableStatusRows
          rows={posts}
          loading={loading}
          colSpan={columns}
          empty={published ? "No published posts available" : "No draft posts available"}
        />

        {posts?.map((post) => (
          <TableRow key={post.id}>
            <TableCell className="max-w-[28ch] font-medium [overflow-wrap:anywhere]">
              {post.title}
            </TableCell>
            <TableCell>{post.authorName}</TableCell>
            <TableCell className="whitespace-nowrap">
              {formatBlogDate(post.publishedAt ?? post.updatedAt)}
            </TableCell>
            {published ? (
              <TableCell className="text-right tabular-nums">
                {post.views.toLocaleString("en-US")}
              </TableCell>
            ) : null}
            <TableCell>
              <PostRowActions post={post} {...props} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PostRowActions({
  post,
  publishingId,
  onEdit,
  onPublish,
  onDelete,
}: PostsTableProps & { post: AdminBlogPostRow }) {
  return (
    <div className="flex justify-end gap-1">
      {post.status === "published" ? (
        <Link
          to={paths.blogPost(post.id)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "ghost", size: "sm" })}
        >
          <ExternalLink aria-hidden="true" />
          View<span className="sr-only"> {post.title} (opens in a new tab)</span>
        </Link>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          disabled={publishingId === post.id}
          onClick={() => onPublish(post)}
        >
          <Send aria-hidden="true" />
          {publishingId === post.id ? "Publishing..." : "Publish"}
          <span className="sr-only"> {post.title}</span>
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={() => onEdit(post)}>
        <Pencil aria-hidden="true" />
        Edit<span className="sr-only"> {post.title}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={() => onDelete(post)}
      >
        <Trash2 aria-hidden="true" />
        Delete<span className="sr-only"> {post.title}</span>
      </Button>
    </div>
  );
}
