import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { cn } from "@/web/lib/cn";
import { TABS_CONTENT_CLASS, TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from "./tabs-styles";

export interface LightTab {
  value: string;
  label: string;
  content: ReactNode;
  className?: string;
  /**
   * The tab as a link to the address that opens it (the open tab then lives in the URL, and the
   * tabs switch before scripts run too); the caller passes the open tab as `value`.
   */
  href?: string;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

interface LightTabsProps {
  tabs: LightTab[];
  /** The open tab, when the caller holds it (e.g. in the URL); else `defaultValue` to start. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** "manual": arrows only move focus and Enter or Space opens a tab (each opening costs a request). */
  activation?: "automatic" | "manual";
  /** The tab strip's accessible name. */
  label?: string;
  listClassName?: string;
  triggerClassName?: string;
}

/**
 * The WAI-ARIA tabs pattern for a public page (decision 017): one tab stop, arrows, Home and End
 * move (and, activated automatically, select, as Radix Tabs does), only the selected panel is
 * drawn. Radix Tabs costs a public page about 9 kB it cannot spare; the back office keeps using it.
 */
export function LightTabs({
  tabs,
  value,
  defaultValue,
  onValueChange,
  activation = "automatic",
  label,
  listClassName,
  triggerClassName,
}: LightTabsProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultValue ?? tabs[0]?.value);
  const active = value ?? own;
  const triggers = useRef<(HTMLElement | null)[]>([]);
  const open = (next: string) => {
    setOwn(next);
    if (next !== active) onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    const trigger = triggers.current[next];
    trigger?.focus();
    if (activation !== "automatic") return;
    // A link tab opens by following its link.
    if (tab.href) trigger?.click();
    else open(tab.value);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-orientation="horizontal"
        aria-label={label}
        className={cn(TABS_LIST_CLASS, listClassName)}
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === active;
          const trigger = {
            ref: (element: HTMLElement | null) => {
              triggers.current[index] = element;
            },
            role: "tab",
            id: `${id}-tab-${tab.value}`,
            "aria-selected": selected,
            "aria-controls": `${id}-panel-${tab.value}`,
            "data-state": selected ? "active" : "inactive",
            tabIndex: selected ? 0 : -1,
            className: cn(TABS_TRIGGER_CLASS, triggerClassName),
            onKeyDown: (event: KeyboardEvent) => onKeyDown(event, index),
          };
          return tab.href ? (
            <Link key={tab.value} {...trigger} to={tab.href} replace preventScrollReset>
              {tab.label}
            </Link>
          ) : (
            <button key={tab.value} {...trigger} type="button" onClick={() => open(tab.value)}>
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        tab.value === active ? (
          <div
            key={tab.value}
            role="tabpanel"
            id={`${id}-panel-${tab.value}`}
            aria-labelledby={`${id}-tab-${tab.value}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern puts the panel in the tab order.
            tabIndex={0}
            className={cn(TABS_CONTENT_CLASS, tab.className)}
          >
            {tab.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
