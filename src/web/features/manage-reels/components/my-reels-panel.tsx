import { useState } from "react";
import type { ManagedReelsQuery } from "../api/managed-reels";
import { ReelsManager } from "./reels-manager";

/**
 * The dashboard's My Reels tab: a realtor's own reels (the server filters them). The search and
 * page stay in the panel: the dashboard's URL holds only its tab.
 */
export function MyReelsPanel() {
  const [query, setQuery] = useState<ManagedReelsQuery>({ q: "", page: 1 });
  return (
    <section aria-labelledby="my-reels-heading" className="grid gap-4">
      <h2 id="my-reels-heading" className="font-semibold text-xl">
        My Reels
      </h2>
      <ReelsManager
        query={query}
        onQuery={(change) => setQuery((current) => ({ ...current, ...change }))}
        showAuthor={false}
      />
    </section>
  );
}
