import { useState } from "react";
import { SearchSelect } from "@/web/components/search-select";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useReelPropertyOptions } from "../api/reel-property-options";

interface PropertyPickerProps {
  /** The chosen listing's id, "" for none. */
  value: string;
  onChange: (id: string) => void;
  /** The reel's current listing, kept as an option while a search does not find it. */
  current?: { id: string; title: string } | null;
  error?: string | undefined;
  disabled?: boolean;
}

/** The listing a reel tours: the listings the user may link (a realtor's own, any for an admin). */
export function PropertyPicker({ value, onChange, current, error, disabled }: PropertyPickerProps) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const options = useReelPropertyOptions(q);
  return (
    <SearchSelect
      legend="Linked property (optional)"
      label="Property"
      searchLabel="Search listings"
      searchPlaceholder="Search listings..."
      search={search}
      onSearchChange={setSearch}
      noneLabel="No property"
      value={value}
      onChange={onChange}
      options={(options.data?.items ?? []).map((item) => ({ id: item.id, label: item.title }))}
      current={current ? { id: current.id, label: current.title } : null}
      busy={options.isFetching}
      loadError={options.isError ? "Listings could not be loaded." : null}
      error={error}
      disabled={disabled}
    />
  );
}
