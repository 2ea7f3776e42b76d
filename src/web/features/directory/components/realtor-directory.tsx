import { REALTOR_TABS } from "@/shared/directory";
import { useRealtors } from "../api/get-realtors";
import { useDirectoryFilters } from "../use-directory-filters";
import { DirectoryLayout } from "./directory-layout";
import { DirectoryResults, type DirectoryTexts } from "./directory-results";
import { RealtorCard } from "./realtor-card";

const TEXTS: DirectoryTexts = {
  loading: "Loading realtors...",
  error: "Error loading realtors. Please try again later.",
  empty: "No realtors found matching your search.",
  noun: "realtors",
  singular: "realtor",
};

/** /realtors, 'Find a Realtor': search and specialty tabs live in the URL. */
export function RealtorDirectory() {
  const { filters, setSearch, setTab } = useDirectoryFilters(REALTOR_TABS);
  const query = useRealtors(filters);
  return (
    <DirectoryLayout
      title="Find a Realtor"
      description="Connect with experienced agents who know your market, speak your language and share your goals."
      searchLabel="Search realtors by name, company, location or specialty"
      searchPlaceholder="Search realtors..."
      allLabel="All Realtors"
      tabs={REALTOR_TABS}
      filters={filters}
      onSearch={setSearch}
      onTab={setTab}
    >
      <DirectoryResults
        query={query}
        texts={TEXTS}
        renderCard={(realtor) => <RealtorCard realtor={realtor} />}
      />
    </DirectoryLayout>
  );
}
