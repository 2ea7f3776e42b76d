import { type DehydratedState, HydrationBoundary } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLoaderData } from "react-router";

/** A page whose loader answered its reads (page-queries.server.ts): its hooks start from those answers. */
export function PrefetchedPage({ children }: { children: ReactNode }) {
  const { dehydrated } = useLoaderData() as { dehydrated?: DehydratedState };
  return <HydrationBoundary state={dehydrated}>{children}</HydrationBoundary>;
}
