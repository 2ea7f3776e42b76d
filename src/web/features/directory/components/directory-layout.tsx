import type { ReactNode } from "react";
import { DIRECTORY_SEARCH_MAX } from "@/shared/directory";
import { PageHeader } from "@/web/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
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
  const values = [ALL, ...tabs];
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
      <Tabs
        value={filters.specialty ?? ALL}
        // Arrow keys only move focus; Enter or Space opens a tab, so each history entry (and each
        // request) is a tab the visitor chose.
        activationMode="manual"
        onValueChange={(next) => onTab(next === ALL ? null : next)}
      >
        <TabsList aria-label="Specialties" className="flex h-auto flex-wrap justify-start gap-1">
          {values.map((value) => (
            <TabsTrigger key={value} value={value} className="py-2">
              {value === ALL ? allLabel : value}
            </TabsTrigger>
          ))}
        </TabsList>
        {values.map((value) => (
          // Only the open tab's content is mounted, so only its results are requested.
          <TabsContent key={value} value={value} className="mt-6">
            {children}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
