import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";

interface LimitCardProps {
  /** "Comfortable" or "Stretch". */
  title: string;
  /** The ratios in a few words: "28% on housing, 36% on all debts". */
  ratios: string;
  /** The headline figure, formatted. */
  amount: string;
  /** What the figure is per ("a month"), set smaller beside it. */
  per?: string;
  why: string;
  search: { to: string; label: string } | null;
  children?: ReactNode;
}

/** One answer of the calculator: the figure, why it is what it is, and the search it opens. */
export function LimitCard({ title, ratios, amount, per, why, search, children }: LimitCardProps) {
  const headingId = useId();
  return (
    <Card className="grid content-start gap-3 p-5" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-lg">
        {title} <span className="font-normal text-muted-foreground text-sm">({ratios})</span>
      </h3>
      <p className="font-bold text-3xl text-primary">
        {amount}
        {per ? <span className="font-medium text-base text-muted-foreground"> {per}</span> : null}
      </p>
      <p className="text-sm">{why}</p>
      {children}
      {search ? (
        <Link
          to={search.to}
          // Wrapped rather than one line: "Search homes up to $427,000 in North Carolina" is wider
          // than a phone.
          className={cn(buttonVariants(), "h-auto min-h-10 whitespace-normal py-2 text-center")}
        >
          {search.label}
        </Link>
      ) : null}
    </Card>
  );
}
