import { clsx } from "clsx";
import { Tag } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Skeleton } from "@/web/components/ui/skeleton";
import { paths } from "@/web/lib/paths";
import { usePopularTags } from "../api/get-popular-tags";

/** Popular Topics: the most used tags, each a link that searches the blog for it. */
export function PopularTopics({ activeSearch }: { activeSearch: string | undefined }) {
  const titleId = useId();
  const tags = usePopularTags();
  const active = activeSearch?.toLowerCase();

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg">
        <Tag aria-hidden="true" className="size-5 text-primary" />
        Popular Topics
      </h2>
      {tags.isPending ? (
        <div role="status" className="flex flex-wrap gap-2">
          <span className="sr-only">Loading topics</span>
          {[20, 28, 16, 24, 18].map((width) => (
            <Skeleton
              key={width}
              className="h-8 rounded-full"
              style={{ width: `${width * 4}px` }}
            />
          ))}
        </div>
      ) : tags.isError ? (
        <div role="alert" className="space-y-3 text-sm">
          <p className="text-muted-foreground">Topics could not be loaded.</p>
          <button
            type="button"
            className={buttonVariants({ variant: "outline", size: "sm" })}
            onClick={() => void tags.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {tags.data.map((tag) => {
            const current = tag.toLowerCase() === active;
            return (
              <li key={tag}>
                <Link
                  to={paths.blog({ q: tag })}
                  aria-current={current ? "true" : undefined}
                  className={clsx(
                    "inline-flex h-8 items-center rounded-full border px-3 font-medium text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                    current &&
                      "border-primary bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground",
                  )}
                >
                  {tag}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
