import { clsx } from "clsx";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { TABS_CONTENT_CLASS, TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from "./tabs-styles";

export interface LightTab {
  value: string;
  label: string;
  content: ReactNode;
  className?: string;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern for a public page (decision 017): one tab stop, arrows, Home and End
 * move and select (as Radix Tabs does), only the selected panel is drawn. Radix Tabs costs the
 * listing page JavaScript it cannot spare; the back office keeps using it.
 */
export function LightTabs({ tabs, defaultValue }: { tabs: LightTab[]; defaultValue: string }) {
  const id = useId();
  const [active, setActive] = useState(defaultValue);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    setActive(tab.value);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-orientation="horizontal" className={TABS_LIST_CLASS}>
        {tabs.map((tab, index) => {
          const selected = tab.value === active;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.value}`}
              data-state={selected ? "active" : "inactive"}
              tabIndex={selected ? 0 : -1}
              className={TABS_TRIGGER_CLASS}
              onClick={() => setActive(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
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
            className={clsx(TABS_CONTENT_CLASS, tab.className)}
          >
            {tab.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
