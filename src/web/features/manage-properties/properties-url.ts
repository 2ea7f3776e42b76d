import { MANAGED_PROPERTY_FILTERS, type ManagedPropertyFilter } from "@/shared/manage-properties";

export interface PropertiesTableState {
  q: string;
  filter: ManagedPropertyFilter;
  page: number;
}

function isFilter(value: string | null): value is ManagedPropertyFilter {
  return (MANAGED_PROPERTY_FILTERS as readonly (string | null)[]).includes(value);
}

/** The table's state from the URL (?q=&filter=&page=); anything unknown means the default. */
export function readPropertiesTableState(search: URLSearchParams): PropertiesTableState {
  const filter = search.get("filter");
  const page = Number(search.get("page"));
  return {
    q: search.get("q")?.trim() ?? "",
    filter: isFilter(filter) ? filter : "all",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The URL for a changed state. Other parameters (the dashboard's tab) are kept, defaults are left
 * out, and a new search or filter starts again at page 1.
 */
export function propertiesTableSearch(
  current: URLSearchParams,
  change: Partial<PropertiesTableState>,
): URLSearchParams {
  const next = { ...readPropertiesTableState(current), ...change };
  if (!("page" in change)) next.page = 1;
  const params = new URLSearchParams(current);
  for (const key of ["q", "filter", "page"]) params.delete(key);
  if (next.q) params.set("q", next.q);
  if (next.filter !== "all") params.set("filter", next.filter);
  if (next.page > 1) params.set("page", String(next.page));
  return params;
}
