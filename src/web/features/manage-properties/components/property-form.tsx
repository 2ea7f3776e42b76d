import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import type { ListingDraft } from "@/shared/listing-drafts";
import type { PropertyImage } from "@/shared/properties";
import { listingRules, propertyFieldsSchema } from "@/shared/schemas/property-form";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { Switch } from "@/web/components/ui/switch";
import { ApiClientError } from "@/web/lib/api-client";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { discardListingDraft } from "../api/listing-draft";
import { useWriteListing } from "../api/write-listing";
import { photosBlocker, photosFromDraft, photosPayload } from "../photo-list";
import {
  fieldsFromDraft,
  PROPERTY_FORM_FIELDS,
  type PropertyFormFields,
  propertyFormInput,
} from "../property-form-values";
import { AddressFields } from "./address-fields";
import { BasicsFields } from "./basics-fields";
import { DetailsFields } from "./details-fields";
import { DraftOffer } from "./draft-offer";
import { DraftStatus } from "./draft-status";
import { FormSection, type FormSectionRef } from "./form-section";
import { LeaveQuestion } from "./leave-question";
import { ListingFormNav } from "./listing-form-nav";
import { PhotosField } from "./photos-field";
import { RealtorField } from "./realtor-field";
import { RentalFields } from "./rental-fields";
import { useDraftAutosave } from "./use-draft-autosave";
import { useLeaveWarning } from "./use-leave-warning";
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
  /** Unsaved values kept from an earlier visit, offered back first. */
  draft: ListingDraft | null;
  /** Where Cancel goes (asking first when something would be lost). */
  onCancel: () => void;
  /** Called after a save, once leaving no longer asks. */
  onSaved: () => void;
}

const SECTIONS = {
  basics: { id: "listing-basics", title: "Basics" },
  place: { id: "listing-place", title: "Place" },
  rental: { id: "listing-rental", title: "Rental terms" },
  details: { id: "listing-details", title: "Details" },
  listing: { id: "listing-assignment", title: "Realtor and featuring" },
  photos: { id: "listing-photos", title: "Photos" },
} satisfies Record<string, FormSectionRef>;

/**
 * The create and edit form, in sections: every rule is the shared schema's, checked again on
 * save. What is typed is kept as a draft on the server until the save, and leaving asks first.
 */
export function PropertyForm({
  propertyId,
  defaults,
  images = [],
  asAdmin,
  realtor,
  draft,
  onCancel,
  onSaved,
}: PropertyFormProps) {
  const featuredId = useId();
  const save = useWriteListing();
  const photos = usePhotos(images);
  // The server's word on the photos, for the photos it was said about: any change clears it.
  const [photosIssue, setPhotosIssue] = useState<{ message: string; about: unknown } | null>(null);
  const [offer, setOffer] = useState(draft);
  const [discarding, setDiscarding] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useForm<PropertyFormFields>({
    resolver,
    defaultValues: defaults,
  });
  const { handleSubmit, setError, control, formState } = form;
  const blocker = photosBlocker(photos.photos);
  const photosMessage =
    photosIssue && photosIssue.about === photos.photos ? photosIssue.message : blocker;
  const editing = propertyId !== undefined;
  const forRent = form.watch("offer") === "rent";
  const unsaved = (formState.isDirty || photos.changed) && !save.isPending && !saved;
  const leaving = useLeaveWarning(unsaved);
  // An offered draft is not overwritten until the realtor restores or discards it.
  const draftState = useDraftAutosave(
    propertyId,
    unsaved && !offer
      ? { fields: { ...form.watch() }, photos: photosPayload(photos.photos) }
      : null,
  );

  const sections = [
    SECTIONS.basics,
    SECTIONS.place,
    ...(forRent ? [SECTIONS.rental] : []),
    SECTIONS.details,
    ...(asAdmin ? [SECTIONS.listing] : []),
    SECTIONS.photos,
  ];

  const restore = (kept: ListingDraft) => {
    // Starting values stay the listing's, so the restored ones count as unsaved changes.
    form.reset(fieldsFromDraft(defaults, kept.fields), { keepDefaultValues: true });
    photos.replace(photosFromDraft(kept.photos, images));
    setOffer(null);
  };
  const discard = async () => {
    setDiscarding(true);
    try {
      await discardListingDraft(propertyId);
      setOffer(null);
    } catch (error) {
      notifyError("The draft could not be discarded.", error, "Please try again.");
    } finally {
      setDiscarding(false);
    }
  };

  const submit = async (values: PropertyFormFields) => {
    if (blocker) return;
    setPhotosIssue(null);
    const body = { ...propertyFormInput(values), images: photosPayload(photos.photos) };
    try {
      await save.mutateAsync({ id: propertyId, body });
      // The server removed the draft with the save; nothing is left to keep or ask about.
      setSaved(true);
      leaving.allowLeaving();
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
      if (imageIssue) {
        setPhotosIssue({ message: imageIssue.message, about: photos.photos });
        document.getElementById(SECTIONS.photos.id)?.scrollIntoView();
      }
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
    <div className="grid gap-6 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-10">
      <ListingFormNav sections={sections} />
      <div className="grid min-w-0 gap-6">
        {offer ? (
          <DraftOffer
            draft={offer}
            onRestore={() => restore(offer)}
            onDiscard={discard}
            discarding={discarding}
          />
        ) : null}
        <form
          noValidate
          onSubmit={handleSubmit(submit)}
          // A field focused after a failed save stays clear of the sticky bars above and below.
          className="grid gap-8 [&_:is(input,select,textarea)]:scroll-mt-36 [&_:is(input,select,textarea)]:scroll-mb-40"
        >
          <FormSection section={SECTIONS.basics}>
            <BasicsFields form={form} />
          </FormSection>
          <FormSection section={SECTIONS.place}>
            <AddressFields form={form} />
          </FormSection>
          {forRent ? (
            <FormSection section={SECTIONS.rental}>
              <RentalFields form={form} />
            </FormSection>
          ) : null}
          <FormSection section={SECTIONS.details}>
            <DetailsFields form={form} />
          </FormSection>
          {asAdmin ? (
            <FormSection section={SECTIONS.listing}>
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
            </FormSection>
          ) : null}
          <FormSection section={SECTIONS.photos}>
            <PhotosField controller={photos} message={photosMessage} />
          </FormSection>
          {/* Above the phone's bottom bar, so Save stays in reach while scrolling. */}
          <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 -mx-4 flex flex-col gap-2 border-t bg-background px-4 py-3 sm:flex-row sm:items-center sm:justify-end md:bottom-0">
            <DraftStatus state={draftState} offered={offer !== null} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
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
          </div>
        </form>
      </div>
      {leaving.blocker.state === "blocked" ? (
        <LeaveQuestion
          onStay={() => leaving.blocker.reset?.()}
          onLeave={() => leaving.blocker.proceed?.()}
        />
      ) : null}
    </div>
  );
}
