import { ChevronRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Skeleton } from "@/web/components/ui/skeleton";

interface AdminLinkCardProps {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Undefined while loading. */
  value: number | undefined;
  to: string;
}

/** A figure that is also the way to the screen where it can be acted on. */
export function AdminLinkCard({ title, description, icon: Icon, value, to }: AdminLinkCardProps) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-muted-foreground text-sm">{description}</span>
      </span>
      {value === undefined ? (
        <Skeleton className="h-7 w-10 rounded-md" />
      ) : (
        <span className="font-bold text-2xl tabular-nums">{value.toLocaleString()}</span>
      )}
      <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
    </Link>
  );
}
