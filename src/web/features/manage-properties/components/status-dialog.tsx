import { useState } from "react";
import { LISTING_STATUSES, type ListingStatus, STATUS_LABELS } from "@/shared/listing-life";
import type { ManagedPropertyRow } from "@/shared/manage-properties";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { NativeSelect } from "@/web/components/ui/native-select";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { ApiClientError } from "@/web/lib/api-client";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useSetPropertyStatus } from "../api/set-status";
import { formatPriceInput } from "../property-format";
import { FormField } from "./form-field";

type FieldErrors = Partial<Record<"status" | "expectedOn" | "closedPrice" | "closedOn", string>>;

/** What the dialog needs of a listing: a row of the table or the listing being edited. */
export type StatusTarget = Pick<ManagedPropertyRow, "id" | "title" | "price" | "offer" | "status">;

interface StatusDialogProps {
  property: StatusTarget;
  onClose: () => void;
}

/**
 * Moves a listing to another stage: coming soon asks the day it is expected on the market,
 * closed (sold or rented) its price and day. The server's field messages show under the fields.
 */
export function StatusDialog({ property, onClose }: StatusDialogProps) {
  const labels = STATUS_LABELS[property.offer];
  const save = useSetPropertyStatus();
  const [status, setStatus] = useState<ListingStatus>(property.status);
  const [expectedOn, setExpectedOn] = useState("");
  const [closedPrice, setClosedPrice] = useState(formatPriceInput(String(property.price)));
  const [closedOn, setClosedOn] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const price = Number(closedPrice.replaceAll(",", ""));
    save.mutate(
      {
        id: property.id,
        status,
        expectedOn: status === "coming_soon" ? expectedOn || null : null,
        closedPrice: status === "closed" && price > 0 ? price : null,
        closedOn: status === "closed" ? closedOn || null : null,
      },
      {
        onSuccess: () => {
          notifySuccess("Status updated", `${property.title} is now ${labels[status]}.`);
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiClientError ? error.issues : [];
          if (fields.length > 0) {
            setErrors(Object.fromEntries(fields.map((issue) => [issue.path, issue.message])));
          } else notifyError("Failed to update the status.", error, "Please try again.");
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Change status</DialogTitle>
          <DialogDescription>{property.title}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label="Status" error={errors.status}>
            {(control) => (
              <NativeSelect
                {...control}
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as ListingStatus);
                  setErrors({});
                }}
              >
                {LISTING_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {labels[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {status === "coming_soon" ? (
            <TextField
              label="Expected on the market"
              type="date"
              value={expectedOn}
              onChange={(event) => setExpectedOn(event.target.value)}
              error={errors.expectedOn}
            />
          ) : null}
          {status === "closed" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={property.offer === "rent" ? "Rented at ($/month)" : "Sold for ($)"}
                inputMode="numeric"
                value={closedPrice}
                onChange={(event) => setClosedPrice(formatPriceInput(event.target.value))}
                error={errors.closedPrice}
              />
              <TextField
                label={property.offer === "rent" ? "Rented on" : "Sold on"}
                type="date"
                value={closedOn}
                onChange={(event) => setClosedOn(event.target.value)}
                error={errors.closedOn}
              />
            </div>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton
              busy={save.isPending}
              busyLabel="Saving..."
              disabled={status === property.status}
            >
              Save status
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
