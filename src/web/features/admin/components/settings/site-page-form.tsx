import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { sitePageSchema } from "@/shared/schemas/site-pages";
import { SITE_PAGE_BODY_MAX, SITE_PAGE_TITLE_MAX, type SitePage } from "@/shared/site-pages";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { Textarea } from "@/web/components/ui/textarea";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useSaveSitePage } from "../../api/site-pages";

const FIELDS = ["title", "body"] as const;

/** One site page's title and text, checked with the schema the server uses. */
export function SitePageForm({ page }: { page: SitePage }) {
  const bodyId = useId();
  const save = useSaveSitePage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(sitePageSchema),
    defaultValues: { title: page.title, body: page.body },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ slug: page.slug, ...values });
      reset({ title: saved.title, body: saved.body });
      notifySuccess("Page saved", `The ${saved.title} page has been updated.`);
    } catch (error) {
      if (!applyFieldIssues(error, setError, FIELDS)) {
        notifyError("Failed to save page", error, "There was a problem saving the page.");
      }
    }
  });

  const bodyError = errors.body?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label="Title"
        maxLength={SITE_PAGE_TITLE_MAX}
        error={errors.title?.message}
        {...register("title")}
      />
      <div className="grid gap-2">
        <Label htmlFor={bodyId}>Content</Label>
        <Textarea
          id={bodyId}
          rows={12}
          maxLength={SITE_PAGE_BODY_MAX}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={`${bodyId}-hint${bodyError ? ` ${bodyId}-error` : ""}`}
          {...register("body")}
        />
        <p id={`${bodyId}-hint`} className="text-muted-foreground text-xs">
          Plain text; leave a blank line between paragraphs.
        </p>
        {bodyError ? (
          <p id={`${bodyId}-error`} className="text-destructive text-sm">
            {bodyError}
          </p>
        ) : null}
      </div>
      <div>
        <SubmitButton busy={isSubmitting} busyLabel="Saving..." disabled={!isDirty}>
          Save Page
        </SubmitButton>
      </div>
    </form>
  );
}
