import type { QueryClient } from "@tanstack/react-query";
import type { MyDirectoryEntry, PortfolioImage } from "@/shared/directory";
import { DIRECTORY_KEY } from "./directory-pages";
import { myDirectoryEntryKey } from "./get-my-directory-entry";

/**
 * Applies a portfolio change to the cached own entry (the server answered with the outcome, so
 * no refetch is needed) and refreshes the directory lists, whose cards show the first images.
 */
export function updateCachedPortfolio(
  queryClient: QueryClient,
  userId: string,
  change: (portfolio: PortfolioImage[]) => PortfolioImage[],
): void {
  queryClient.setQueryData<MyDirectoryEntry>(myDirectoryEntryKey(userId), (current) =>
    current?.kind === "photographer"
      ? {
          kind: "photographer",
          entry: { ...current.entry, portfolio: change(current.entry.portfolio) },
        }
      : current,
  );
  void queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY });
}
