import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  PHOTOGRAPHER_SPECIALTIES,
  PHOTOGRAPHER_SPECIALTIES_MAX,
  type PhotographerEntry,
} from "@/shared/directory";
import { SubmitButton } from "@/web/components/ui/submit-button";
import {
  type PhotographerFormValues,
  photographerFormSchema,
  photographerFormValues,
} from "../../entry-form-values";
import {
  BioField,
  CONTACT_EMAIL_HINT,
  EntryTextFields,
  ListedSwitch,
  SpecialtiesField,
  type TextFieldSpec,
} from "./entry-fields";
import { useSaveEntry } from "./use-save-entry";

const TEXT_FIELDS: readonly TextFieldSpec<PhotographerFormValues>[] = [
  {
    name: "specialty",
    label: "Headline",
    placeholder: "e.g. Architectural Photography",
    maxLength: 100,
  },
  { name: "company", label: "Company", autoComplete: "organization", maxLength: 120 },
  { name: "location", label: "Location", placeholder: "e.g. Denver, CO", maxLength: 120 },
  { name: "experience", label: "Experience", placeholder: "e.g. 8 years", maxLength: 50 },
  { name: "priceRange", label: "Price Range", placeholder: "e.g. $250 - $700", maxLength: 50 },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", maxLength: 30 },
  {
    name: "contactEmail",
    label: "Contact Email",
    type: "email",
    autoComplete: "email",
    hint: CONTACT_EMAIL_HINT,
  },
  {
    name: "website",
    label: "Website",
    type: "url",
    placeholder: "https://www.example.com",
    autoComplete: "url",
  },
];

const FIELDS = [...TEXT_FIELDS.map((field) => field.name), "bio", "specialties", "listed"] as const;

/** A photographer's card on /photographers, as they edit it (the portfolio is managed beside it). */
export function PhotographerEntryForm({
  userId,
  entry,
}: {
  userId: string;
  entry: PhotographerEntry;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    // Raw: the checked values are sent as typed; the server applies the schema's cleaning.
    resolver: zodResolver(photographerFormSchema, undefined, { raw: true }),
    defaultValues: photographerFormValues(entry),
  });
  const save = useSaveEntry(userId, setError, FIELDS, (saved) => {
    if (saved.kind === "photographer") reset(photographerFormValues(saved.entry));
  });

  return (
    <form onSubmit={handleSubmit(save)} noValidate className="grid gap-6">
      <ListedSwitch name="listed" control={control} pageName="Real Estate Photographers" />
      <EntryTextFields fields={TEXT_FIELDS} register={register} errors={errors} />
      <BioField name="bio" register={register} errors={errors} />
      <SpecialtiesField
        name="specialties"
        control={control}
        vocabulary={PHOTOGRAPHER_SPECIALTIES}
        max={PHOTOGRAPHER_SPECIALTIES_MAX}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Saving..." className="justify-self-start">
        Save Listing
      </SubmitButton>
    </form>
  );
}
