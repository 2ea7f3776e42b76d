import { cn } from "@/web/lib/cn";
import type { SearchGroup } from "./search-groups";

interface SearchResultListProps {
  listId: string;
  idPrefix: string;
  groups: SearchGroup[];
  activeKey: string | undefined;
  onChoose: (to: string) => void;
  onHover: (key: string) => void;
}

/** The hits as one listbox with a labelled group per kind; the input keeps the focus. */
export function SearchResultList({
  listId,
  idPrefix,
  groups,
  activeKey,
  onChoose,
  onHover,
}: SearchResultListProps) {
  return (
    <div
      id={listId}
      role="listbox"
      aria-label="Search results"
      className="max-h-80 space-y-3 overflow-y-auto"
    >
      {groups.map((group) => {
        const labelId = `${idPrefix}-group-${group.label}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group.
          <div key={group.label} role="group" aria-labelledby={labelId}>
            <p
              id={labelId}
              className="px-2 pb-1 font-semibold text-muted-foreground text-xs uppercase"
            >
              {group.label}
            </p>
            {group.hits.map((hit) => (
              // Options are chosen from the input with the arrow keys and Enter, or by pointer.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles keys.
              <div
                key={hit.key}
                id={`${idPrefix}-${hit.key}`}
                role="option"
                tabIndex={-1}
                aria-selected={hit.key === activeKey}
                onClick={() => onChoose(hit.to)}
                onMouseMove={() => onHover(hit.key)}
                className={cn(
                  "cursor-pointer rounded-md px-2 py-2 text-sm",
                  hit.key === activeKey && "bg-accent text-accent-foreground",
                )}
              >
                <span className="block truncate font-medium">{hit.title}</span>
                <span className="block truncate text-muted-foreground text-xs">{hit.detail}</span>
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
