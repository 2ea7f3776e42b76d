import { clsx } from "clsx";
import { Link } from "react-router";
import { Skeleton } from "@/web/components/ui/skeleton";
import { categoryLabel } from "@/web/lib/blog-format";

interface CategoryNavProps {
  /** The categories with posts; undefined while they load or when they could not be loaded. */
  categories: readonly string[] | undefined;
  loading: boolean;
  /** The category shown, or undefined for All Topics. */
  value: string | undefined;
  /** The list for a category (undefined: All Topics), keeping the search. */
  hrefFor: (category: string | undefined) => string;
}

/**
 * 'All Topics' plus one tab per category, capitalised. They look like tabs but are links: each
 * opens its own URL (shareable, Back works, opens in a new tab), which is navigation rather
 * than switching panels in place, and it keeps Radix Tabs out of this light public page.
 */
export function CategoryNav({ categories, loading, value, hrefFor }: CategoryNavProps) {
  // While the categories load (or if they failed), the URL's category still needs its tab.
  const names = categories ?? (value ? [value] : []);
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap items-center gap-1 rounded-md bg-muted p-1 text-muted-foreground">
        <li>
          <CategoryLink href={hrefFor(undefined)} current={value === undefined}>
            All Topics
          </CategoryLink>
        </li>
        {names.map((name) => (
          <li key={name}>
            <CategoryLink href={hrefFor(name)} current={name === value}>
              {categoryLabel(name)}
            </CategoryLink>
          </li>
        ))}
        {loading ? (
          <li aria-hidden="true">
            <Skeleton className="h-8 w-48 max-w-full rounded-sm" />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function CategoryLink({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: string;
}) {
  return (
    <Link
      to={href}
      aria-current={current ? "page" : undefined}
      className={clsx(
        "inline-flex h-8 items-center whitespace-nowrap rounded-sm px-3 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        current ? "bg-background text-foreground shadow-sm" : "hover:text-foreground",
      )}
    >
      {children}
    </Link>
  );
}
