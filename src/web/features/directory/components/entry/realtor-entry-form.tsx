import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  REALTOR_LANGUAGES_MAX,
  REALTOR_SPECIALTIES,
  REALTOR_SPECIALTIES_MAX,
  type RealtorEntry,
} from "@/shared/directory";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import {
  type RealtorFormValues,
  realtorFormSchema,
  realtorFormValues,
  realtorUpdate,
} from "../../entry-form-values";
import {
  BioField,
  CONTACT_EMAIL_HINT,
  EntryTextFields,
  fieldMessage,
  ListedSwitch,
  SpecialtiesField,
  type TextFieldSpec,
} from "./entry-fields";
import { useSaveEntry } from "./use-save-entry";

const TEXT_FIELDS: readonly TextFieldSpec<RealtorFormValues>[] = [
  {
    name: "title",
    label: "Title",
    placeholder: "e.g. Senior Relocation Specialist",
    maxLength: 100,
  },
  { name: "company", label: "Company", autoComplete: "organization", maxLength: 120 },
  { name: "location", label: "Location", placeholder: "e.g. Austin, TX", maxLength: 120 },
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

const FIELDS = [
  ...TEXT_FIELDS.map((field) => field.name),
  "bio",
  "specialties",
  "languages",
  "listed",
] as const;

/** A realtor's card on /realtors, as they edit it. */
export function RealtorEntryForm({ userId, entry }: { userId: string; entry: RealtorEntry }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    // Raw: the checked values are sent as typed; the server applies the schema's cleaning.
    resolver: zodResolver(realtorFormSchema, undefined, { raw: true }),
    defaultValues: realtorFormValues(entry),
  });
  const save = useSaveEntry(userId, setError, FIELDS, (saved) => {
    if (saved.kind === "realtor") reset(realtorFormValues(saved.entry));
  });

  return (
    <form
      onSubmit={handleSubmit((values) => save(realtorUpdate(values)))}
      noValidate
      className="grid gap-6"
    >
      <ListedSwitch name="listed" control={control} pageName="Find a Realtor" />
      <EntryTextFields fields={TEXT_FIELDS} register={register} errors={errors} />
      <BioField name="bio" register={register} errors={errors} />
      <SpecialtiesField
        name="specialties"
        control={control}
        vocabulary={REALTOR_SPECIALTIES}
        max={REALTOR_SPECIALTIES_MAX}
      />
      <div className="grid gap-1">
        <TextField
          label="Languages"
          placeholder="e.g. English, Spanish"
          aria-describedby="realtor-languages-hint"
          error={fieldMessage(errors, "languages")}
          {...register("languages")}
        />
        <p id="realtor-languages-hint" className="text-muted-foreground text-sm">
          Separate languages with commas (up to {REALTOR_LANGUAGES_MAX}).
        </p>
      </div>
      <SubmitButton busy={isSubmitting} busyLabel="Saving..." className="justify-self-start">
        Save Listing
      </SubmitButton>
    </form>
  );
}
