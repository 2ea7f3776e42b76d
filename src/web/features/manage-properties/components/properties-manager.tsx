import { Plus } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  MANAGED_PROPERTY_SEARCH_MAX,
  type ManagedPropertyFilter,
} from "@/shared/manage-properties";
import { LoadError } from "@/web/components/table/load-error";
import { TablePagination } from "@/web/components/table/table-pagination";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Card, CardContent } from "@/web/components/ui/card";
import { NativeSelect } from "@/web/components/ui/native-select";
import { UrlSearchBox } from "@/web/components/url-search-box";
import { useManagedProperties } from "../api/managed-properties";
import {
  type PropertiesTableState,
  propertiesTableSearch,
  readPropertiesTableState,
} from "../properties-url";
import { DeletePropertyDialog } from "./delete-property-dialog";
import { OpenHousesDialog } from "./open-houses-dialog";
import { PropertiesTable } from "./properties-table";
import type { PropertyAction } from "./property-row-actions";
import { StatusDialog } from "./status-dialog";

const FILTERS: { value: ManagedPropertyFilter; label: string }[] = [
  { value: "all", label: "All Properties" },
  { value: "featured", label: "Featured" },
  { value: "regular", label: "Regular" },
];

type OpenDialog = Exclude<PropertyAction, { kind: "edit" }>;

/** Where the listing form lives for this manager (the dashboard's or the back office's). */
export interface ListingFormPaths {
  create: string;
  edit: (id: string) => string;
}

interface PropertiesManagerProps {
  /** The page's heading (h1 in /admin, h2 in the dashboard tab). */
  heading: ReactNode;
  /** Administrators feature listings and choose their realtor; realtors do neither. */
  asAdmin: boolean;
  formPaths: ListingFormPaths;
}

/**
 * The listing manager shared by /admin/properties (every listing) and the realtor's My Listings
 * tab (the server returns only their own). Search, filter and page live in the URL.
 */
export function PropertiesManager({ heading, asAdmin, formPaths }: PropertiesManagerProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const state = readPropertiesTableState(search);
  const update = (change: Partial<PropertiesTableState>, replace = false) =>
    setSearch((current) => propertiesTableSearch(current, change), { replace });
  const properties = useManagedProperties(state);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const pageCount = properties.data
    ? Math.ceil(properties.data.total / properties.data.pageSize)
    : 1;

  // Deleting the last listing of the last page (or a stale link) leaves a page past the end:
  // go to the last page that has listings.
  const pastTheEnd = Boolean(properties.data && state.page > pageCount && pageCount > 0);
  useEffect(() => {
    if (pastTheEnd)
      setSearch((current) => propertiesTableSearch(current, { page: pageCount }), {
        replace: true,
      });
  }, [pastTheEnd, pageCount, setSearch]);

  const onAction = (action: PropertyAction) =>
    action.kind === "edit" ? navigate(formPaths.edit(action.property.id)) : setDialog(action);

  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        <Link to={formPaths.create} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          Add Property
        </Link>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <UrlSearchBox
          label="Search properties"
          placeholder="Search properties..."
          maxLength={MANAGED_PROPERTY_SEARCH_MAX}
          className="sm:max-w-sm"
          size="compact"
          value={state.q}
          onCommit={(q, replace) => update({ q }, replace)}
        />
        <NativeSelect
          aria-label="Filter properties"
          value={state.filter}
          onChange={(event) => update({ filter: event.target.value as ManagedPropertyFilter })}
          className="sm:w-48"
        >
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Card className="min-w-0">
        <CardContent
          className="grid gap-4 p-2 sm:p-4"
          aria-busy={properties.isFetching || undefined}
        >
          {properties.isError ? (
            <LoadError
              error={properties.error}
              title="Failed to load properties. Please refresh the page."
              onRetry={() => properties.refetch()}
            />
          ) : null}
          <PropertiesTable
            properties={properties.data?.items}
            loading={properties.isPending}
            canFeature={asAdmin}
            onAction={onAction}
          />
          {properties.data ? (
            <TablePagination
              page={state.page}
              pageCount={pageCount}
              onPage={(page) => update({ page })}
            />
          ) : null}
        </CardContent>
      </Card>
      {dialog?.kind === "delete" ? (
        <DeletePropertyDialog property={dialog.property} onClose={close} />
      ) : null}
      {dialog?.kind === "status" ? (
        <StatusDialog property={dialog.property} onClose={close} />
      ) : null}
      {dialog?.kind === "openHouses" ? (
        <OpenHousesDialog property={dialog.property} onClose={close} />
      ) : null}
    </div>
  );
}
