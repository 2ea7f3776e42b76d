import { X } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { formatPrice, keyFacts } from "@/shared/format";
import { coverFirst } from "@/shared/properties";
import { PropertyImage } from "@/web/components/properties/property-image";
import { searchReturnState } from "@/web/components/properties/search-return";
import { Button } from "@/web/components/ui/button";
import { paths } from "@/web/lib/paths";
import { useProperty } from "../../api/get-property";

/** A pin's listing over the map: photo, price, key facts, title linking to its page; Escape closes it. */
export function PinCard({ id, onClose }: { id: string; onClose: () => void }) {
  const { data: property, isPending, isError } = useProperty(id);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  const location = useLocation();
  const image = property ? coverFirst(property.images)[0] : undefined;
  return (
    <section
      aria-label="Selected listing"
      className="absolute right-3 bottom-3 left-3 z-10 flex gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-lg sm:right-auto sm:w-96"
    >
      {isPending ? (
        <p role="status" className="flex-1 text-muted-foreground text-sm">
          Loading the listing…
        </p>
      ) : isError || !property ? (
        <p role="alert" className="flex-1 text-sm">
          We couldn't load this listing.
        </p>
      ) : (
        <>
          <div className="relative h-20 w-28 shrink-0 overflow-hidden rounded-lg bg-muted">
            {image ? <PropertyImage image={image} alt="" sizes="112px" fill /> : null}
          </div>
          <div className="min-w-0 flex-1 space-y-0.5">
            <p className="font-bold text-primary">{formatPrice(property.price)}</p>
            <p className="text-muted-foreground text-xs">{keyFacts(property).join(" · ")}</p>
            <h3 className="truncate font-semibold text-sm">
              <Link
                to={paths.property(property.id, "map")}
                state={searchReturnState(location.pathname, location.search)}
                className="hover:underline"
              >
                {property.title}
              </Link>
            </h3>
          </div>
        </>
      )}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Close the listing card"
        className="-mt-1 -mr-1 size-8 shrink-0"
        onClick={onClose}
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
