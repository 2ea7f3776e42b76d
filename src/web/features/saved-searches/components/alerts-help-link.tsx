import { Link } from "react-router";
import { cn } from "@/web/lib/cn";
import { paths } from "@/web/lib/paths";

/** Beside a search's alert frequency: how it relates to the account's e-mail settings. */
export function AlertsHelpLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.notificationSettings({ explained: true })}
      className={cn("text-muted-foreground text-sm underline underline-offset-4", className)}
    >
      How alerts relate to your e-mail settings
    </Link>
  );
}
