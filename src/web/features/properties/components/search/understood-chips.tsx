import type { SearchFields } from "@/shared/schemas/property-search";
import type { UnderstoodSearch } from "@/shared/search-text/understood";
import { paths } from "@/web/lib/paths";
import { toSearchParams } from "../../search-query";
import { understoodChips } from "../../understood";
import { FilterChip } from "./filter-chip";

interface UnderstoodChipsProps {
  /** The search the page shows; its text is what was understood. */
  fields: SearchFields;
  understood: UnderstoodSearch | null;
}

/**
 * What the search text was read as ("3+ beds", "House", "Plano, TX"), a chip each. Removing one
 * takes its words out of the search text, so the box shows what is searched.
 */
export function UnderstoodChips({ fields, understood }: UnderstoodChipsProps) {
  const chips = understoodChips(fields.q ?? "", understood);
  return chips.map((chip) => (
    <FilterChip
      key={chip.part}
      label={chip.label}
      to={paths.search(
        Object.fromEntries(toSearchParams({ ...fields, q: chip.textWithout || undefined })),
      )}
    />
  ));
}
