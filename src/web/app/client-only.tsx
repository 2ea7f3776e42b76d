import { PageSkeleton } from "@/web/components/page-skeleton";

/**
 * For members' areas (dashboard, back office): the server draws a skeleton and the browser the
 * page. They are for one signed-in person, read the browser's storage while they draw, and have
 * nothing to show a crawler or a visitor without scripts.
 */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}
