import { LoaderCircle } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import type { usePropertyMap } from "../../api/search-map";

const BOX =
  "absolute top-16 left-1/2 z-10 -translate-x-1/2 rounded-lg bg-background/95 px-3 py-2 text-sm shadow";

/** The map's loading, empty and failed answers, over its top; announced politely. */
export function MapStatus({ answer }: { answer: ReturnType<typeof usePropertyMap> }) {
  const { data, isFetching, isError, refetch } = answer;
  const empty = data && data.pins.length === 0 && data.clusters.length === 0;
  if (isError) {
    return (
      <div role="alert" className={`${BOX} flex items-center gap-2`}>
        We couldn't load the map's homes.
        <Button type="button" size="sm" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className={isFetching || empty ? BOX : "sr-only"}>
      {isFetching ? (
        <span className="flex items-center gap-2">
          <LoaderCircle
            aria-hidden="true"
            className="size-4 animate-spin motion-reduce:animate-none"
          />
          Loading homes…
        </span>
      ) : empty ? (
        "No homes in this area — zoom out or move the map"
      ) : null}
    </div>
  );
}
