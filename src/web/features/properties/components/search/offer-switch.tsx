import { clsx } from "clsx";
import { Link } from "react-router";
import type { ListingOffer } from "@/shared/listing-life";
import type { SearchFields } from "@/shared/schemas/property-search";
import { paths } from "@/web/lib/paths";
import { toSearchParams } from "../../search-query";

const OFFERS: { offer: ListingOffer; label: string }[] = [
  { offer: "sale", label: "For sale" },
  { offer: "rent", label: "For rent" },
];

/**
 * For sale or for rent: two links, so the switch works before the scripts have started. Another
 * offer is another market: its price bounds and a rental's pets are left behind.
 */
export function OfferSwitch({ fields }: { fields: SearchFields }) {
  const current = fields.offer ?? "sale";
  return (
    <nav aria-label="For sale or for rent" className="inline-flex rounded-full border bg-muted p-1">
      {OFFERS.map(({ offer, label }) => {
        const to = toSearchParams({
          ...fields,
          offer: offer === "sale" ? undefined : offer,
          minPrice: undefined,
          maxPrice: undefined,
          pets: undefined,
        });
        return (
          <Link
            key={offer}
            to={paths.search(Object.fromEntries(to))}
            preventScrollReset
            aria-current={offer === current ? "page" : undefined}
            className={clsx(
              "rounded-full px-4 py-1.5 font-medium text-sm outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring",
              offer === current
                ? "bg-background text-foreground shadow-sm"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
