import { type QueryClient, useQueryClient } from "@tanstack/react-query";

/** Every listing-management query (table pages, one listing) starts with this key. */
export const MANAGE_PROPERTIES_KEY = ["manage", "properties"] as const;
/** The public listing queries (home, search, detail: src/web/features/properties/api). */
const PUBLIC_PROPERTIES_KEY = ["properties"] as const;
/** The back office's figures and activity list count listings and record each action. */
const ADMIN_AREA_KEY = ["admin"] as const;

/** After any change, the manager and the public pages must show it at once. */
function invalidateListings(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: MANAGE_PROPERTIES_KEY }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_PROPERTIES_KEY }),
    queryClient.invalidateQueries({ queryKey: ADMIN_AREA_KEY }),
  ]);
}

export function useInvalidateListings(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () => invalidateListings(queryClient);
}
