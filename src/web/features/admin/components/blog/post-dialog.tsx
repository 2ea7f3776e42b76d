import { useState } from "react";
import type { AdminBlogPostDetail } from "@/shared/admin-blog";
import type { BlogPostStatus } from "@/shared/blog";
import type { FieldIssue } from "@/shared/errors";
import type { BlogPostInput } from "@/shared/schemas/blog";
import { LoadError } from "@/web/components/table/load-error";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { ApiClientError } from "@/web/lib/api-client";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import {
  useCreateBlogPost,
  useUpdateBlogPost,
  useUploadBlogCover,
} from "../../api/blog-post-actions";
import { useAdminBlogPost } from "../../api/blog-posts";
import { NewCoverField } from "./new-cover-field";
import { PostForm, type PostFormAction } from "./post-form";

/** What the dialog is for: a new post (New Post publishes, New Draft saves a draft) or an edit. */
export type PostDialogTarget =
  | { kind: "create"; status: BlogPostStatus }
  | { kind: "edit"; id: string };

const PUBLISH: PostFormAction = {
  label: "Publish",
  pendingLabel: "Publishing...",
  status: "published",
};
const SAVE_DRAFT: PostFormAction = {
  label: "Save Draft",
  pendingLabel: "Saving...",
  status: "draft",
};

/** The buttons for a target: the one the dialog was opened for comes first and is the default. */
function actionsFor(target: PostDialogTarget, post: AdminBlogPostDetail | undefined) {
  if (target.kind === "create")
    return target.status === "published"
      ? [{ ...SAVE_DRAFT }, { ...PUBLISH, primary: true }]
      : [{ ...PUBLISH }, { ...SAVE_DRAFT, primary: true }];
  if (post?.status === "published")
    return [
      {
        label: "Save Changes",
        pendingLabel: "Saving...",
        status: "published" as const,
        primary: true,
      },
    ];
  return [{ ...PUBLISH }, { ...SAVE_DRAFT, primary: true }];
}

const TITLES = {
  published: "New Post",
  draft: "New Draft",
} as const;

interface PostDialogProps {
  target: PostDialogTarget;
  onClose: () => void;
}

/** The create / edit dialog (900 px wide; focus stays inside; Escape closes it). */
export function PostDialog({ target, onClose }: PostDialogProps) {
  const editId = target.kind === "edit" ? target.id : null;
  const post = useAdminBlogPost(editId);
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const [pending, setPending] = useState<BlogPostStatus | null>(null);
  const [issues, setIssues] = useState<readonly FieldIssue[]>([]);
  const uploadCover = useUploadBlogCover();
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [coverProgress, setCoverProgress] = useState<number | null>(null);

  /** A new post's chosen cover goes up once the post exists; the post stands either way. */
  const sendCover = async (id: string) => {
    if (!coverFile) return;
    setCoverProgress(0);
    try {
      await uploadCover.mutateAsync({ id, file: coverFile, onProgress: setCoverProgress });
    } catch (error) {
      notifyError("The post was saved without its cover.", error, "Add the cover from Edit.");
    } finally {
      setCoverProgress(null);
    }
  };

  const save = async (input: BlogPostInput & { status: BlogPostStatus }) => {
    setPending(input.status);
    setIssues([]);
    try {
      if (editId) await update.mutateAsync({ id: editId, input });
      else await sendCover((await create.mutateAsync(input)).id);
      const published = input.status === "published";
      notifySuccess(
        published ? "Post published" : editId ? "Post saved" : "Draft saved",
        `'${input.title}' ${published ? "is live on the blog" : "was saved"}.`,
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiClientError) setIssues(error.issues);
      notifyError(
        editId ? "Failed to save post." : "Failed to create post.",
        error,
        "Please try again.",
      );
    } finally {
      setPending(null);
    }
  };

  const title = target.kind === "create" ? TITLES[target.status] : "Edit Post";
  return (
    <Dialog open onOpenChange={(open) => (open || pending ? undefined : onClose())}>
      <DialogContent
        className="max-w-[900px]"
        onEscapeKeyDown={(event) => {
          // Escape in a field with its own Escape (the link address) closes only that field.
          if (event.target instanceof Element && event.target.closest("[data-own-escape]"))
            event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Title and content are required. The preview shows the post as readers will see it.
          </DialogDescription>
        </DialogHeader>
        {editId && post.isPending ? (
          <p className="text-muted-foreground text-sm">Loading...</p>
        ) : null}
        {editId && post.isError ? (
          <LoadError
            error={post.error}
            title="Failed to load post data."
            onRetry={() => post.refetch()}
          />
        ) : null}
        {!editId || post.data ? (
          <PostForm
            initial={post.data ?? null}
            actions={actionsFor(target, post.data)}
            pending={pending}
            serverIssues={issues}
            onSubmit={save}
            onCancel={onClose}
            newCover={
              <NewCoverField file={coverFile} onChange={setCoverFile} progress={coverProgress} />
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
