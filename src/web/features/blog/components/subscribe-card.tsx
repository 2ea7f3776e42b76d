import { LoaderCircle, Mail } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { NEWSLETTER_MESSAGES } from "@/shared/blog";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { errorMessage } from "@/web/lib/api-client";
import { notifySuccess } from "@/web/lib/notify";
import { useSubscribeToNewsletter } from "../api/subscribe-to-newsletter";

/**
 * The Subscribe card: asks for the address, then for the click on the e-mailed link (double
 * opt-in). One field whose every answer comes from the server (invalid, too many tries) is a
 * plain form: react-hook-form and
 * zod would add their weight to this light public page for nothing the server does not say.
 * For the same reason the field and button take their looks from class strings rather than the
 * Input and SubmitButton primitives, which bring tailwind-merge along.
 */
export function SubscribeCard() {
  const titleId = useId();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync, isPending } = useSubscribeToNewsletter();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setError(null);
    try {
      await mutateAsync({ email });
      setEmail("");
      notifySuccess(NEWSLETTER_MESSAGES.checkInbox, NEWSLETTER_MESSAGES.checkInboxDetail);
    } catch (failure) {
      setError(errorMessage(failure, "Failed to subscribe. Please try again."));
      input.current?.focus();
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <div className="space-y-1.5">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg">
          <Mail aria-hidden="true" className="size-5 text-primary" />
          Subscribe
        </h2>
        <p className="text-muted-foreground text-sm">
          Get new articles on buying, selling and investing in your inbox.
        </p>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
        <div className="grid gap-2">
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <input
            ref={input}
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder="Your email address"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-invalid:border-destructive md:text-sm"
          />
          {error ? (
            <p id={errorId} role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={isPending}
          aria-busy={isPending || undefined}
          className={buttonVariants({ className: "w-full" })}
        >
          {isPending ? (
            <>
              <LoaderCircle
                aria-hidden="true"
                className="animate-spin motion-reduce:animate-none"
              />
              Subscribing...
            </>
          ) : (
            "Subscribe"
          )}
        </button>
      </form>
    </section>
  );
}
