import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";

interface PageNoticeProps {
  title: string;
  text: string;
  /** Read out at once (a failure), rather than as the page's text (a 404). */
  alert?: boolean;
  /** The way on: a link back, a Try again button. */
  children: ReactNode;
}

/** What a page says instead of its content: a 404 or a failed load, and the way on. */
export function PageNotice({ title, text, alert = false, children }: PageNoticeProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      <p role={alert ? "alert" : undefined} className="text-muted-foreground">
        {text}
      </p>
      {children}
    </div>
  );
}

interface NotFoundNoticeProps {
  title: string;
  text: string;
  /** Where the way out leads, and its words. */
  backTo: string;
  backLabel: string;
  /** An arrow before the way out's words. */
  arrow?: boolean;
}

/** A page's "not found" answer (HTTP 404): what is missing, and one way back. */
export function NotFoundNotice({
  title,
  text,
  backTo,
  backLabel,
  arrow = false,
}: NotFoundNoticeProps) {
  return (
    <PageNotice title={title} text={text}>
      <Link to={backTo} className={buttonVariants()}>
        {arrow ? <ArrowLeft aria-hidden="true" /> : null}
        {backLabel}
      </Link>
    </PageNotice>
  );
}

/** The small "← Back to …" link above a page's content. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md font-medium text-muted-foreground text-sm hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
