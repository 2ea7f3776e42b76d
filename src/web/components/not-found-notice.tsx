import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";

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
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Link to={backTo} className={buttonVariants()}>
        {arrow ? <ArrowLeft aria-hidden="true" /> : null}
        {backLabel}
      </Link>
    </div>
  );
}
