import { Link } from "react-router";
import { BackLink, NotFoundNotice, PageNotice } from "@/web/components/not-found-notice";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Skeleton } from "@/web/components/ui/skeleton";
import { paths } from "@/web/lib/paths";

/** 'Back to Blog', above a post and on its fallbacks. */
export function BackToBlog() {
  return <BackLink to={paths.blog()}>Back to Blog</BackLink>;
}

/** An unknown id or a draft (HTTP 404). */
export function BlogPostNotFound() {
  return (
    <NotFoundNotice
      title="Blog Post Not Found"
      text="The article you're looking for doesn't exist or may have been removed."
      backTo={paths.blog()}
      backLabel="Back to Blog"
      arrow
    />
  );
}

/** Any other failure: the server or the network; trying again may help. */
export function BlogPostLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageNotice title="Blog Article" text="We couldn't load this article. Please try again." alert>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonVariants()} onClick={onRetry}>
          Try again
        </button>
        <Link to={paths.blog()} className={buttonVariants({ variant: "outline" })}>
          Back to Blog
        </Link>
      </div>
    </PageNotice>
  );
}

/** The article's shape while it loads; the caller announces the loading. */
export function BlogPostSkeleton() {
  return (
    <div role="status" className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 md:py-8">
      <span className="sr-only">Loading article</span>
      <div aria-hidden="true" className="space-y-6">
        <Skeleton className="h-5 w-28 rounded-md" />
        <Skeleton className="h-6 w-40 rounded-full" />
        <Skeleton className="h-10 w-4/5 rounded-md" />
        <div className="flex items-center gap-3">
          <Skeleton className="size-11 rounded-full" />
          <Skeleton className="h-10 w-48 rounded-md" />
        </div>
        <Skeleton className="aspect-[16/9] rounded-xl" />
        <Skeleton className="h-40 rounded-md" />
      </div>
    </div>
  );
}
