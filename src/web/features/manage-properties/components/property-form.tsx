import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useLayoutEffect, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import type { PropertyImage } from "@/shared/properties";
import { listingRules, propertyFieldsSchema } from "@/shared/schemas/property-form";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { Switch } from "@/web/components/ui/switch";
import { ApiClientError } from "@/web/lib/api-client";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useWriteListing } from "../api/write-listing";
import { photosBlocker, photosPayload } from "../photo-list";
import {
  PROPERTY_FORM_FIELDS,
  type PropertyFormFields,
  propertyFormInput,
} from "../property-form-values";
import { AddressFields } from "./address-fields";
import { BasicsFields } from "./basics-fields";
import { DetailsFields } from "./details-fields";
import { PhotosField } from "./photos-field";
import { RealtorField } from "./realtor-field";
import { RentalFields } from "./rental-fields";
import { usePhotos } from "./use-photos";

/** The photos are checked beside the form (they live in their own state), the rest here. */
const checkFields = zodResolver(
  propertyFieldsSchema.omit({ images: true }).superRefine(listingRules),
);

/** Checks what the inputs hold as the schema reads it (feature lines become lists). */
const resolver: Resolver<PropertyFormFields> = async (values, context, options) => {
  const result = await checkFields(
    // Unchecked text as typed: the schema is what decides whether it is a valid listing.
    propertyFormInput(values) as Parameters<typeof checkFields>[0],
    context,
    options as unknown as Parameters<typeof checkFields>[2],
  );
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as never }
    : { values, errors: {} };
};

export interface PropertyFormProps {
  /** The listing being edited; absent when creating. */
  propertyId?: string;
  defaults: PropertyFormFields;
  images?: readonly PropertyImage[];
  /**
   * Only administrators feature a listing and choose its realtor (the server ignores
   * both for others).
   */
  asAdmin: boolean;
  /** The realtor the listing is assigned to now, named for the picker. */
  realtor?: { id: string; name: string } | null;
  onCancel: () => void;
  onSaved: () => void;
  /**
   * Told whether closing now would lose something: a field or the photos changed and no save
   * is running (a running save keeps what was typed).
   */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/** The create and edit form: every rule is the shared schema's, checked again on save. */
export function PropertyForm({
  propertyId,
  defaults,
  images,
  asAdmin,
  realtor,
  onCancel,
  onSaved,
  onUnsavedChange,
}: PropertyFormProps) {
  const featuredId = useId();
  const save = useWriteListing();
  const photos = usePhotos(images);
  // The server's word on the photos, for the photos it was said about: any change clears it.
  const [photosIssue, setPhotosIssue] = useState<{ message: string; about: unknown } | null>(null);
  const form = useForm<PropertyFormFields>({
    resolver,
    defaultValues: defaults,
  });
  const { handleSubmit, setError, control, formState } = form;
  const blocker = photosBlocker(photos.photos);
  const photosMessage =
    photosIssue && photosIssue.about === photos.photos ? photosIssue.message : blocker;
  const editing = propertyId !== undefined;
  const unsaved = (formState.isDirty || photos.changed) && !save.isPending;

  // A layout effect, so the dialog knows before the next event: a plain effect waits for the next
  // paint, and an Escape pressed right after typing would close the dialog without asking.
  useLayoutEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);

  const submit = async (values: PropertyFormFields) => {
    if (blocker) return;
    setPhotosIssue(null);
    const body = { ...propertyFormInput(values), images: photosPayload(photos.photos) };
    try {
      await save.mutateAsync({ id: propertyId, body });
      notifySuccess(
        editing ? "Property updated" : "Property created",
        `${values.title.trim()} has been saved.`,
      );
      onSaved();
    } catch (error) {
      applyFieldIssues(error, setError, PROPERTY_FORM_FIELDS);
      const imageIssue =
        error instanceof ApiClientError
          ? error.issues.find((issue) => issue.path.startsWith("images"))
          : undefined;
      if (imageIssue) setPhotosIssue({ message: imageIssue.message, about: photos.photos });
      notifyError(
        editing
          ? "Failed to update property. Please try again."
          : "Failed to create property. Please try again.",
        error,
        "Please try again.",
      );
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5">
      <BasicsFields form={form} />
      <AddressFields form={form} />
      {form.watch("offer") === "rent" ? <RentalFields form={form} /> : null}
      <DetailsFields form={form} />
      {asAdmin ? (
        <>
          <RealtorField
            control={control}
            current={realtor ?? null}
            error={formState.errors.realtorId?.message}
          />
          <Controller
            control={control}
            name="isFeatured"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch
                  id={featuredId}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
                <Label htmlFor={featuredId}>Featured listing</Label>
              </div>
            )}
          />
        </>
      ) : null}
      <PhotosField controller={photos} message={photosMessage} />
      <div className="sticky bottom-0 -mx-6 flex flex-col-reverse gap-2 border-t bg-background px-6 py-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <SubmitButton
          busy={formState.isSubmitting}
          busyLabel="Saving..."
          disabled={blocker !== null}
        >
          {editing ? "Save Changes" : "Create Property"}
        </SubmitButton>
      </div>
    </form>
  );
}
