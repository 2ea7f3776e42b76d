import { useState } from "react";
import { type Control, Controller } from "react-hook-form";
import { SearchSelect } from "@/web/components/search-select";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useRealtorChoices } from "../api/realtor-choices";
import type { PropertyFormFields } from "../property-form-values";

interface RealtorFieldProps {
  control: Control<PropertyFormFields>;
  /** The listing's realtor now, kept as an option whatever the search finds. */
  current: { id: string; name: string } | null;
  error?: string;
}

/**
 * The administrator's realtor picker: visitors see the chosen realtor's public contact on the
 * listing, and the site's own when there is none. Names repeat, so the e-mail tells them apart.
 */
export function RealtorField({ control, current, error }: RealtorFieldProps) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const choices = useRealtorChoices(q);
  return (
    <Controller
      control={control}
      name="realtorId"
      render={({ field }) => (
        <SearchSelect
          legend="Listing realtor"
          label="Realtor"
          searchLabel="Search realtors"
          searchPlaceholder="Search realtors by name or e-mail..."
          search={search}
          onSearchChange={setSearch}
          noneLabel="No realtor (the site's contact)"
          value={field.value}
          onChange={field.onChange}
          options={(choices.data ?? []).map((choice) => ({
            id: choice.id,
            label: `${choice.name} (${choice.email})`,
          }))}
          current={current ? { id: current.id, label: current.name } : null}
          busy={choices.isFetching}
          loadError={choices.isError ? "Realtors could not be loaded." : null}
          hint="Visitors see this realtor's public contact details on the listing."
          error={error}
        />
      )}
    />
  );
}
