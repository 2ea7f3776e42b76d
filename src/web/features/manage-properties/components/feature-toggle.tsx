import type { ManagedPropertyRow } from "@/shared/manage-properties";
import { Switch } from "@/web/components/ui/switch";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useSetPropertyFeatured } from "../api/set-featured";

/** The table's feature toggle (administrators only): flips Featured / Regular at once. */
export function FeatureToggle({ property }: { property: ManagedPropertyRow }) {
  const featured = useSetPropertyFeatured();
  // While saving, show the value being saved.
  const checked = featured.isPending
    ? Boolean(featured.variables?.isFeatured)
    : property.isFeatured;

  const toggle = (isFeatured: boolean) => {
    if (featured.isPending) return;
    featured.mutate(
      { id: property.id, isFeatured },
      {
        onSuccess: () =>
          notifySuccess(
            isFeatured ? "Property featured" : "Property unfeatured",
            isFeatured
              ? `${property.title} now shows among the featured listings.`
              : `${property.title} is now a regular listing.`,
          ),
        onError: (error) =>
          notifyError(
            "Failed to update property status. Please try again.",
            error,
            "Please try again.",
          ),
      },
    );
  };

  return (
    <Switch
      checked={checked}
      onCheckedChange={toggle}
      aria-disabled={featured.isPending || undefined}
      aria-label={`Featured: ${property.title}`}
    />
  );
}
