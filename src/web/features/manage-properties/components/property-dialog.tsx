import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { statusLabel } from "@/shared/listing-life";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { LoadError } from "@/web/components/table/load-error";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { useManagedProperty } from "../api/managed-property";
import { EMPTY_PROPERTY_FORM, propertyFormFields } from "../property-form-values";
import { PropertyForm, type PropertyFormProps } from "./property-form";
import { StatusDialog, type StatusTarget } from "./status-dialog";

export type PropertyDialogTarget = { mode: "create" } | { mode: "edit"; id: string };

interface PropertyDialogProps {
  target: PropertyDialogTarget;
  /** Administrators feature listings and choose their realtor. */
  asAdmin: boolean;
  onClose: () => void;
}

/**
 * An open list of suggestions takes Escape for itself (it closes the list); otherwise Escape
 * asks to close the dialog. Radix listens on the document, before the field sees the key.
 */
function keepEscapeForOpenList(event: KeyboardEvent) {
  const target = event.target;
  if (
    target instanceof HTMLElement &&
    target.getAttribute("role") === "combobox" &&
    target.getAttribute("aria-expanded") === "true"
  ) {
    event.preventDefault();
  }
}

/**
 * Add Property / Edit Property (600 wide, scrolling inside). Closing it with unsaved
 * changes (Escape, the close button, Cancel, a click outside) asks first; a save closes it.
 */
export function PropertyDialog({ target, asAdmin, onClose }: PropertyDialogProps) {
  const editing = target.mode === "edit";
  const [unsaved, setUnsaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (unsaved ? setConfirming(true) : onClose());
  const form: FormWiring = {
    asAdmin,
    onCancel: requestClose,
    onSaved: onClose,
    onUnsavedChange: setUnsaved,
  };
  return (
    <>
      <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
        <DialogContent className="max-w-[600px] pb-0" onEscapeKeyDown={keepEscapeForOpenList}>
          <DialogHeader>
            <DialogTitle>{editing ? "Edit Property" : "Add Property"}</DialogTitle>
            <DialogDescription>
              {editing
                ? "Change the listing's details and photos, then save."
                : "Describe the listing and add at least one photo."}
            </DialogDescription>
          </DialogHeader>
          {target.mode === "edit" ? (
            <EditPropertyBody id={target.id} form={form} />
          ) : (
            <PropertyForm defaults={EMPTY_PROPERTY_FORM} {...form} />
          )}
        </DialogContent>
      </Dialog>
      {confirming ? (
        <ConfirmDialog
          title="Discard changes?"
          description="You have unsaved changes. If you close now, they will be lost."
          cancelLabel="Keep editing"
          confirmLabel="Discard"
          onConfirm={onClose}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}

/** What the form takes from the dialog, whichever the mode. */
type FormWiring = Pick<PropertyFormProps, "asAdmin" | "onCancel" | "onSaved" | "onUnsavedChange">;

function EditPropertyBody({ id, form }: { id: string; form: FormWiring }) {
  const property = useManagedProperty(id);
  if (property.isError) {
    return (
      <div className="pb-6">
        <LoadError
          error={property.error}
          title="Failed to load property"
          onRetry={() => property.refetch()}
        />
      </div>
    );
  }
  if (!property.data) {
    return (
      <p className="flex items-center gap-2 pb-6 text-muted-foreground text-sm" role="status">
        <LoaderCircle
          aria-hidden="true"
          className="size-4 animate-spin motion-reduce:animate-none"
        />
        Loading property...
      </p>
    );
  }
  return (
    <>
      <ListingStage property={property.data} />
      <PropertyForm
        propertyId={id}
        defaults={propertyFormFields(property.data)}
        images={property.data.images}
        realtor={property.data.assignedRealtor}
        {...form}
      />
    </>
  );
}

/** The listing's stage, changed from here too: its own dialog asks each stage's facts. */
function ListingStage({ property }: { property: StatusTarget }) {
  const [changing, setChanging] = useState(false);
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
      Status: <strong>{statusLabel(property.offer, property.status)}</strong>
      <Button type="button" variant="link" className="h-auto p-0" onClick={() => setChanging(true)}>
        Change status
      </Button>
      {changing ? <StatusDialog property={property} onClose={() => setChanging(false)} /> : null}
    </p>
  );
}
