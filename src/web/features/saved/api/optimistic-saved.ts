import type { QueryClient } from "@tanstack/react-query";
import type { PropertySummary } from "@/shared/properties";
import { savedIdsQueryOptions, savedQueryKey } from "./get-saved-ids";
import { savedPropertiesQueryOptions } from "./get-saved-properties";

/** Both saved mutations carry this key, so they can tell whether others are still running. */
export const SAVED_MUTATION_KEY = ["saved"] as const;

/** What one optimistic change replaced, so that exactly this change can be undone. */
export interface SavedChange {
  propertyId: string;
  saved: boolean;
  wasSaved: boolean;
  removed?: { item: PropertySummary; index: number };
}

function withId(ids: string[] = [], propertyId: string, saved: boolean): string[] {
  const others = ids.filter((id) => id !== propertyId);
  return saved ? [...others, propertyId] : others;
}

/**
 * Shows a save or removal before the server answers. The saved list only loses cards here: a
 * newly saved card arrives with the refetch afterwards.
 */
export async function applySavedChange(
  queryClient: QueryClient,
  userId: string,
  propertyId: string,
  saved: boolean,
): Promise<SavedChange> {
  const idsKey = savedIdsQueryOptions(userId).queryKey;
  const listKey = savedPropertiesQueryOptions(userId).queryKey;
  await queryClient.cancelQueries({ queryKey: savedQueryKey(userId) });
  const change: SavedChange = {
    propertyId,
    saved,
    wasSaved: queryClient.getQueryData(idsKey)?.includes(propertyId) ?? !saved,
  };
  queryClient.setQueryData(idsKey, (ids) => withId(ids, propertyId, saved));
  const list = queryClient.getQueryData(listKey);
  const index = list?.findIndex((item) => item.id === propertyId) ?? -1;
  const item = list?.[index];
  if (!saved && list && item) {
    change.removed = { item, index };
    queryClient.setQueryData(listKey, list.toSpliced(index, 1));
  }
  return change;
}

/** Undoes one failed change, leaving other cards' pending changes alone. */
export function revertSavedChange(queryClient: QueryClient, userId: string, change?: SavedChange) {
  if (!change) return;
  const { propertyId, wasSaved, removed } = change;
  queryClient.setQueryData(savedIdsQueryOptions(userId).queryKey, (ids) =>
    withId(ids, propertyId, wasSaved),
  );
  if (removed) {
    queryClient.setQueryData(savedPropertiesQueryOptions(userId).queryKey, (list) =>
      list && !list.some((item) => item.id === propertyId)
        ? list.toSpliced(removed.index, 0, removed.item)
        : list,
    );
  }
}

/**
 * After either outcome the server's version wins. While other saves are still running, their
 * optimistic state stays: the last one to settle refetches (the settling one still counts).
 */
export function refreshSaved(queryClient: QueryClient, userId: string) {
  if (queryClient.isMutating({ mutationKey: SAVED_MUTATION_KEY }) > 1) return;
  return queryClient.invalidateQueries({ queryKey: savedQueryKey(userId) });
}
