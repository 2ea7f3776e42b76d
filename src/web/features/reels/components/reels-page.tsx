import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiClientError } from "@/web/lib/api-client";
import { paths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useReelFeed } from "../api/get-reel-feed";
import { ReelFeed } from "./reel-feed";
import { ReelFrame } from "./reel-frame";

interface ReelsPageProps {
  /** A shared reel's id (`/reels?reel=`): the feed starts there. */
  from: string | null;
}

/** /reels: the vertical feed, with its loading, empty and error states. */
export function ReelsPage({ from }: ReelsPageProps) {
  useDocumentTitle("Reels");
  const feed = useReelFeed(from);
  const { data, isPending, isError, error, refetch } = feed;
  const reelCount = data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;

  let content: ReactNode;
  if (isPending) {
    content = <ReelsSkeleton />;
  } else if (isError && !data) {
    const missing = from !== null && error instanceof ApiClientError && error.status === 404;
    content = missing ? (
      <Message title="Reel not found" text="This reel doesn't exist or may have been removed.">
        <Link to={paths.reels()} className={buttonVariants()}>
          Watch all reels
        </Link>
      </Message>
    ) : (
      <Message title="Reels" text="We couldn't load reels. Please try again." alert>
        <button type="button" className={buttonVariants()} onClick={() => void refetch()}>
          Try again
        </button>
      </Message>
    );
  } else if (reelCount === 0) {
    content = <Message title="Reels" text="No reels yet." />;
  } else {
    // Keyed by the starting reel: a new link starts a new feed at its top.
    content = <ReelFeed key={from ?? ""} feed={feed} />;
  }

  return (
    <section aria-labelledby="reels-heading" className="h-full">
      <h1 id="reels-heading" className="sr-only">
        Reels
      </h1>
      {content}
    </section>
  );
}

function ReelsSkeleton() {
  return (
    <ReelFrame>
      <div role="status" className="size-full">
        <span className="sr-only">Loading reels</span>
        <Skeleton className="size-full bg-muted/20 md:bg-muted" />
      </div>
    </ReelFrame>
  );
}

interface MessageProps {
  title: string;
  text: string;
  alert?: boolean;
  children?: ReactNode;
}

function Message({ title, text, alert, children }: MessageProps) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 px-4 text-center">
      <h2 className="font-semibold text-xl">{title}</h2>
      <p role={alert ? "alert" : undefined} className="max-w-md text-muted-foreground">
        {text}
      </p>
      {children}
    </div>
  );
}
