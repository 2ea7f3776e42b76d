import { useEffect } from "react";
import { PHOTOGRAPHER_TABS } from "@/shared/directory";
import { errorMessage } from "@/web/lib/api-client";
import { notifyOnce } from "@/web/lib/notify";
import { usePhotographers } from "../api/get-photographers";
import { useDirectoryFilters } from "../use-directory-filters";
import { DirectoryLayout } from "./directory-layout";
import { DirectoryResults, type DirectoryTexts } from "./directory-results";
import { PhotographerCard } from "./photographer-card";

/** The page's loading, error and empty texts. */
const TEXTS: DirectoryTexts = {
  loading: "Loading photographers...",
  error: "Error loading photographers. Please try again later.",
  empty: "No photographers found matching your search.",
  noun: "photographers",
  singular: "photographer",
};

/** /photographers, 'Real Estate Photographers'; Aerial also finds Drone. */
export function PhotographerDirectory() {
  const { filters, setSearch, setTab } = useDirectoryFilters(PHOTOGRAPHER_TABS);
  const query = usePhotographers(filters);
  const { error, errorUpdatedAt } = query;

  // A failed load also raises the toast 'Error loading photographers.'.
  useEffect(() => {
    if (!error) return;
    notifyOnce(
      `photographers-error-${errorUpdatedAt}`,
      "Error loading photographers.",
      errorMessage(error, "Please try again later."),
    );
  }, [error, errorUpdatedAt]);

  return (
    <DirectoryLayout
      title="Real Estate Photographers"
      description="Find a professional to show your property at its best: architecture, interiors, aerial, virtual tours and twilight shoots."
      searchLabel="Search photographers by name, specialty, location or tag"
      searchPlaceholder="Search photographers..."
      allLabel="All"
      tabs={PHOTOGRAPHER_TABS}
      filters={filters}
      onSearch={setSearch}
      onTab={setTab}
    >
      <DirectoryResults
        query={query}
        texts={TEXTS}
        renderCard={(photographer, index) => (
          <PhotographerCard photographer={photographer} priority={index === 0} />
        )}
      />
    </DirectoryLayout>
  );
}
