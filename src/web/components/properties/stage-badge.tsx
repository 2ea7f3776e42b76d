import { clsx } from "clsx";
import { type ListingLife, statusLabel } from "@/shared/listing-life";

/** Each stage's colours, white on a dark tone for contrast on any photo. */
const STAGE_CLASS = {
  coming_soon: "bg-sky-800",
  pending: "bg-amber-800",
  closed: "bg-rose-800",
  off_market: "bg-slate-700",
} as const;

/** A home's stage when it is not simply on the market: "Coming soon", "Pending", "Sold"… */
export function StageBadge({
  listing,
  className,
}: {
  listing: Pick<ListingLife, "offer" | "status">;
  className?: string;
}) {
  if (listing.status === "active") return null;
  return (
    <span
      className={clsx(
        "rounded-full px-2.5 py-0.5 font-semibold text-white text-xs",
        STAGE_CLASS[listing.status],
        className,
      )}
    >
      {statusLabel(listing.offer, listing.status)}
    </span>
  );
}
