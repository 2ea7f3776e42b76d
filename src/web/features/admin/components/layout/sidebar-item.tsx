import type { ReactElement } from "react";
import { Tooltip } from "@/web/components/ui/tooltip";

/** A sidebar entry; in the narrow sidebar only its icon shows, so a tooltip names it. */
export function SidebarItem({
  label,
  collapsed,
  children,
}: {
  label: string;
  collapsed: boolean;
  children: ReactElement;
}) {
  if (!collapsed) return children;
  return (
    <Tooltip content={label} side="right">
      {children}
    </Tooltip>
  );
}

/** The shared look of the sidebar's links and buttons. */
export function sidebarEntryClass(collapsed: boolean): string {
  return [
    "flex h-10 w-full items-center gap-3 rounded-md px-3 font-medium text-muted-foreground text-sm transition-colors",
    "hover:bg-accent hover:text-accent-foreground",
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    "aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground",
    "disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
    collapsed ? "justify-center px-0" : "",
  ].join(" ");
}

/** The entry's text: visible when wide, for screen readers only when narrow. */
export function SidebarLabel({ label, collapsed }: { label: string; collapsed: boolean }) {
  return <span className={collapsed ? "sr-only" : "truncate"}>{label}</span>;
}
