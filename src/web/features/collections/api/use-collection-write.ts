import { useMutation, useQueryClient } from "@tanstack/react-query";
import { collectionsKey } from "./get-collections";

/** A write to the member's collections: every collection query is read again once it settles. */
export function useCollectionWrite<V, R>(userId: string, write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionsKey(userId) }),
  });
}
