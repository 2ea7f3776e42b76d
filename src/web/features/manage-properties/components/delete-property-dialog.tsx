import type { ManagedPropertyRow } from "@/shared/manage-properties";
import { ConfirmDeleteDialog } from "@/web/components/confirm-delete-dialog";
import { useDeleteProperty } from "../api/delete-property";

interface DeletePropertyDialogProps {
  property: ManagedPropertyRow;
  onClose: () => void;
}

/** The delete confirmation: the listing and its photos go for good. */
export function DeletePropertyDialog({ property, onClose }: DeletePropertyDialogProps) {
  const remove = useDeleteProperty();
  return (
    <ConfirmDeleteDialog
      title="Delete this property?"
      description="This action cannot be undone. The listing and all of its photos will be permanently deleted."
      subject={property.title}
      confirmLabel="Delete Property"
      onDelete={() => remove.mutateAsync(property.id)}
      success={{ title: "Property deleted", description: `${property.title} has been removed.` }}
      failure={{
        title: "Failed to delete property. Please try again.",
        description: "Please try again.",
      }}
      onClose={onClose}
    />
  );
}
