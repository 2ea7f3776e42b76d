import { Trash2 } from "lucide-react";
import { listingTimeZone } from "@/shared/listing-time-zone";
import type { ManagedPropertyRow } from "@/shared/manage-properties";
import { openHouseWhen, zoneName } from "@/shared/open-house-words";
import { LoadError } from "@/web/components/table/load-error";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { notifyError } from "@/web/lib/notify";
import { useOpenHouses, useRemoveOpenHouse } from "../api/open-houses";
import { OpenHouseForm } from "./open-house-form";

interface OpenHousesDialogProps {
  property: ManagedPropertyRow;
  onClose: () => void;
}

/** A listing's coming open houses, each removable, and the form that schedules another. */
export function OpenHousesDialog({ property, onClose }: OpenHousesDialogProps) {
  const openHouses = useOpenHouses(property.id);
  const remove = useRemoveOpenHouse();
  const onRemove = (id: string) =>
    remove
      .mutateAsync(id)
      .catch((error: unknown) =>
        notifyError("Failed to remove the open house", error, "Please try again."),
      );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-[560px]">
        <DialogHeader>
          <DialogTitle>Open houses</DialogTitle>
          <DialogDescription>{property.title}</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="open-houses-upcoming" className="grid gap-2">
          <h3 id="open-houses-upcoming" className="font-medium text-sm">
            Upcoming
          </h3>
          {openHouses.isError ? (
            <LoadError
              error={openHouses.error}
              title="Failed to load the open houses."
              onRetry={() => openHouses.refetch()}
            />
          ) : openHouses.isPending ? (
            <p className="text-muted-foreground text-sm">Loading...</p>
          ) : openHouses.data.length === 0 ? (
            <p className="text-muted-foreground text-sm">No open houses scheduled.</p>
          ) : (
            <ul className="grid gap-1">
              {openHouses.data.map((openHouse) => {
                const when = openHouseWhen(openHouse);
                return (
                  <li key={openHouse.id} className="flex items-center justify-between gap-2">
                    <span className="text-sm">
                      {when}
                      {openHouse.kind === "virtual" ? " · Virtual" : ""}
                    </span>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive"
                      aria-label={`Remove the open house of ${when}`}
                      disabled={remove.isPending}
                      onClick={() => onRemove(openHouse.id)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <OpenHouseForm
          propertyId={property.id}
          zoneName={zoneName(listingTimeZone(property.state))}
        />
      </DialogContent>
    </Dialog>
  );
}
