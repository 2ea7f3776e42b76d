import type { ReactNode } from "react";
import { DIRECTORY_SEARCH_MAX } from "@/shared/directory";
import { PageHeader } from "@/web/components/page-header";
import { LightTabs } from "@/web/components/ui/light-tabs";
import { UrlSearchBox } from "@/web/components/url-search-box";
import type { DirectoryFilters } from "../api/directory-pages";

/** The All tab's value; the other tabs' values are the specialties themselves. */
const ALL = "all";

interface DirectoryLayoutProps {
  title: string;
  description: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The first tab's label, e.g. "All Realtors". */
  allLabel: string;
  tabs: readonly string[];
  filters: DirectoryFilters;
  onSearch: (text: string, replace: boolean) => void;
  onTab: (specialty: string | null) => void;
  /** The results of the open tab. */
  children: ReactNode;
}

/** The frame both directories share: heading, search box and specialty tabs over the results. */
export function DirectoryLayout({
  title,
  description,
  searchLabel,
  searchPlaceholder,
  allLabel,
  tabs,
  filters,
  onSearch,
  onTab,
  children,
}: DirectoryLayoutProps) {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 md:py-10">
      <PageHeader title={title} description={description} />
      <UrlSearchBox
        label={searchLabel}
        placeholder={searchPlaceholder}
        maxLength={DIRECTORY_SEARCH_MAX}
        value={filters.q}
        onCommit={onSearch}
      />
      <LightTabs
        label="Specialties"
        // Arrow keys only move focus; Enter or Space opens a tab, so each history entry (and each
        // request) is a tab the visitor chose.
        activation="manual"
        value={filters.specialty ?? ALL}
        onValueChange={(next) => onTab(next === ALL ? null : next)}
        listClassName="flex h-auto flex-wrap justify-start gap-1"
        triggerClassName="py-2"
        // Only the open tab's panel is drawn, so only its results are requested.
        tabs={[ALL, ...tabs].map((value) => ({
          value,
          label: value === ALL ? allLabel : value,
          content: children,
          className: "mt-6",
        }))}
      />
    </div>
  );
}
