import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { ThreadComment } from "@/shared/comments";
import { COMMENT_MAX } from "@/shared/comments";
import { reelCommentSchema } from "@/shared/schemas/reels";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Label } from "@/web/components/ui/label";
import { Skeleton } from "@/web/components/ui/skeleton";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { Textarea } from "@/web/components/ui/textarea";
import { VerifyEmailPrompt } from "@/web/components/verify-email-prompt";
import { useAuth } from "@/web/lib/auth/auth-context";
import { mustVerifyEmail } from "@/web/lib/auth/must-verify";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError } from "@/web/lib/notify";
import { useSignInPath } from "@/web/lib/use-sign-in-path";

interface CommentFormProps {
  /** Posts the comment (the thread's mutation); rejects with the API's error. */
  send: (input: { body: string }) => Promise<ThreadComment>;
  /** The page a visitor comes back to after signing in (e.g. the reel's own link). */
  returnTo: string;
  onPosted: () => void;
}

/** 'Add a comment' for signed-in users; visitors get a way to sign in instead. */
export function CommentForm({ send, returnTo, onPosted }: CommentFormProps) {
  const { user, loading } = useAuth();
  const signInPath = useSignInPath({ at: returnTo });
  if (loading) return <Skeleton className="h-28 rounded-md" />;
  if (!user) {
    return (
      <div className="flex flex-col items-center gap-3 text-center">
        <p className="text-muted-foreground text-sm">Sign in to join the conversation.</p>
        <Link to={signInPath} className={buttonVariants()}>
          <LogIn aria-hidden="true" />
          Sign in to comment
        </Link>
      </div>
    );
  }
  return <SignedInForm send={send} onPosted={onPosted} />;
}

function SignedInForm({ send, onPosted }: Omit<CommentFormProps, "returnTo">) {
  const fieldId = useId();
  const [status, setStatus] = useState("");
  const [mustVerify, setMustVerify] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(reelCommentSchema), defaultValues: { body: "" } });
  const length = watch("body").length;
  const error = errors.body?.message;

  const onSubmit = handleSubmit(async (values) => {
    setStatus("");
    try {
      await send(values);
      reset();
      setStatus("Comment posted.");
      onPosted();
    } catch (failure) {
      if (mustVerifyEmail(failure)) setMustVerify(true);
      else if (!applyFieldIssues(failure, setError, ["body"])) {
        notifyError("Comment not posted", failure, "Failed to post comment.");
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <Label htmlFor={fieldId}>Add a comment</Label>
      <Textarea
        id={fieldId}
        rows={3}
        maxLength={COMMENT_MAX}
        className="min-h-20 resize-none"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-count${error ? ` ${fieldId}-error` : ""}`}
        onKeyDown={(event) => {
          // Enter adds a line; Ctrl+Enter or Cmd+Enter posts, as in most comment boxes.
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void onSubmit();
          }
        }}
        {...register("body")}
      />
      <div className="flex items-center justify-between gap-4 text-sm">
        <p id={`${fieldId}-error`} className="min-w-0 text-destructive">
          {error}
        </p>
        <div className="flex shrink-0 items-center gap-3">
          <p id={`${fieldId}-count`} className="text-muted-foreground">
            {length}/{COMMENT_MAX}
            <span className="sr-only"> characters</span>
          </p>
          <SubmitButton busy={isSubmitting} busyLabel="Posting..." size="sm">
            Post
          </SubmitButton>
        </div>
      </div>
      {mustVerify ? <VerifyEmailPrompt /> : null}
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  );
}
