import { useId, useState } from "react";
import type { ReelPropertyOption } from "@/shared/manage-reels";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
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

/**
 * The listing a reel tours: a search over the listings the user may link (a realtor's own, any
 * for an admin) and a native select of the matches, which works with any keyboard or phone.
 */
export function PropertyPicker({ value, onChange, current, error, disabled }: PropertyPickerProps) {
  const id = useId();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const options = useReelPropertyOptions(q);
  const items: Pick<ReelPropertyOption, "id" | "title">[] = [...(options.data?.items ?? [])];
  if (current && !items.some((item) => item.id === current.id)) items.unshift(current);

  return (
    <fieldset className="grid min-w-0 gap-2" disabled={disabled}>
      <legend className="mb-2 font-medium text-sm">Linked property (optional)</legend>
      <Label htmlFor={`${id}-search`} className="sr-only">
        Search listings
      </Label>
      <Input
        id={`${id}-search`}
        type="search"
        placeholder="Search listings..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Label htmlFor={`${id}-select`}>Property</Label>
      <NativeSelect
        className="w-full"
        id={`${id}-select`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-busy={options.isFetching || undefined}
      >
        <option value="">No property</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.title}
          </option>
        ))}
      </NativeSelect>
      {options.isError ? (
        <p className="text-destructive text-sm">Listings could not be loaded.</p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
