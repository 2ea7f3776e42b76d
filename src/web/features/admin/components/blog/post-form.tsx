import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import type { AdminBlogPostDetail } from "@/shared/admin-blog";
import { BLOG_TAG_MAX_LENGTH, BLOG_TITLE_MAX, type BlogPostStatus } from "@/shared/blog";
import type { FieldIssue } from "@/shared/errors";
import type { BlogPostInput } from "@/shared/schemas/blog";
import { SafeHtml } from "@/web/components/safe-html";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { CategoryPicker } from "./category-picker";
import { ChipInput } from "./chip-input";
import { CoverField } from "./cover-field";
import { hasReadableContent, sanitizePreview } from "./preview-html";

// The editor (TipTap, the largest part of the back office's code) loads when a post is opened,
// not with the list of posts.
const RichTextEditor = lazy(() =>
  import("./rich-text-editor").then((module) => ({ default: module.RichTextEditor })),
);

export interface PostFormValues {
  title: string;
  content: string;
  categories: string[];
  tags: string[];
}

type Errors = Partial<Record<"title" | "content", string>>;

/** Title and content are required, checked before the server checks them again. */
function validate(values: PostFormValues): Errors {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = "Title is required";
  if (!hasReadableContent(values.content)) errors.content = "Content is required";
  return errors;
}

/** A submit button of the form: what it is called and the status it saves with. */
export interface PostFormAction {
  label: string;
  pendingLabel: string;
  status: BlogPostStatus;
  primary?: boolean;
}

interface PostFormProps {
  initial: AdminBlogPostDetail | null;
  actions: PostFormAction[];
  pending: BlogPostStatus | null;
  /** Field messages the server sent back, shown like the form's own. */
  serverIssues: readonly FieldIssue[];
  onSubmit: (input: BlogPostInput & { status: BlogPostStatus }) => void;
  onCancel: () => void;
  /** A new post's cover field (an existing post's cover is saved on its own). */
  newCover?: ReactNode;
}

/** The post dialog's form: title, editor with live preview, categories, tags, Save / Publish. */
export function PostForm({
  initial,
  actions,
  pending,
  serverIssues,
  onSubmit,
  onCancel,
  newCover,
}: PostFormProps) {
  const ids = useId();
  const [values, setValues] = useState<PostFormValues>({
    title: initial?.title ?? "",
    content: initial?.content ?? "",
    categories: initial?.categories ?? [],
    tags: initial?.tags ?? [],
  });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const set = (change: Partial<PostFormValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    // Once a save was tried, messages follow the typing.
    if (submitted) setErrors(validate(next));
  };
  const serverError = (path: string) => serverIssues.find((issue) => issue.path === path)?.message;
  const titleError = errors.title ?? serverError("title");
  const contentError = errors.content ?? serverError("content");

  const submit = (status: BlogPostStatus) => {
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.title ? `${ids}-title` : `${ids}-content`)?.focus();
      return;
    }
    onSubmit({ ...values, title: values.title.trim(), status });
  };

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const primary = actions.find((action) => action.primary) ?? actions[0];
        if (primary) submit(primary.status);
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-title`}>Title</Label>
        <Input
          id={`${ids}-title`}
          value={values.title}
          maxLength={BLOG_TITLE_MAX}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${ids}-title-error` : undefined}
          onChange={(event) => set({ title: event.target.value })}
        />
        {titleError ? (
          <p id={`${ids}-title-error`} className="text-destructive text-sm">
            {titleError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2 lg:grid-cols-2 lg:gap-4">
        <div className="grid min-w-0 content-start gap-2">
          <span id={`${ids}-content-label`} className="font-medium text-sm">
            Content
          </span>
          <Suspense fallback={<div className="min-h-[246px] rounded-md border border-input" />}>
            <RichTextEditor
              id={`${ids}-content`}
              labelledBy={`${ids}-content-label`}
              initialHtml={values.content}
              onChange={(content) => set({ content })}
              invalid={Boolean(contentError)}
              describedBy={contentError ? `${ids}-content-error` : undefined}
            />
          </Suspense>
          {contentError ? (
            <p id={`${ids}-content-error`} className="text-destructive text-sm">
              {contentError}
            </p>
          ) : null}
        </div>
        <section aria-labelledby={`${ids}-preview`} className="grid min-w-0 content-start gap-2">
          <h3 id={`${ids}-preview`} className="font-medium text-sm">
            Preview
          </h3>
          <div
            className="min-h-[200px] rounded-md border bg-muted/30 p-3"
            data-testid="post-preview"
          >
            {values.content.trim() ? (
              <SafeHtml html={sanitizePreview(values.content)} className="text-sm" />
            ) : (
              <p className="text-muted-foreground text-sm">The preview shows here as you write.</p>
            )}
          </div>
        </section>
      </div>
      {initial ? <CoverField postId={initial.id} cover={initial.cover} /> : newCover}
      <CategoryPicker values={values.categories} onChange={(categories) => set({ categories })} />
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-tags`}>Tags</Label>
        <ChipInput
          id={`${ids}-tags`}
          noun="tag"
          values={values.tags}
          onChange={(tags) => set({ tags })}
          placeholder="Add a tag and press Enter"
          maxLength={BLOG_TAG_MAX_LENGTH}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending !== null}>
          Cancel
        </Button>
        {actions.map((action) => (
          <Button
            key={action.status}
            type={action.primary ? "submit" : "button"}
            variant={action.primary ? "default" : "secondary"}
            disabled={pending !== null}
            onClick={action.primary ? undefined : () => submit(action.status)}
          >
            {pending === action.status ? action.pendingLabel : action.label}
          </Button>
        ))}
      </div>
    </form>
  );
}
