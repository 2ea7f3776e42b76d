import { useId } from "react";
import {
  type Control,
  Controller,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormRegister,
} from "react-hook-form";
import { ChipCheckboxGroup } from "@/web/components/ui/choice-chips";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import { TextField } from "@/web/components/ui/text-field";
import { Textarea } from "@/web/components/ui/textarea";

/** A field's message; a list field (languages) may carry it on one of its items. */
export function fieldMessage(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as FieldError | FieldError[] | undefined;
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find((item) => item?.message)?.message;
  return error.message;
}

/** Under Contact Email: a blank field shows no Email button (the sign-in address stays private). */
export const CONTACT_EMAIL_HINT = "Leave blank to hide the e-mail button.";

export interface TextFieldSpec<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  hint?: string;
}

interface EntryTextFieldsProps<T extends FieldValues> {
  fields: readonly TextFieldSpec<T>[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** The entry's one-line fields, two a row on wider screens. */
export function EntryTextFields<T extends FieldValues>({
  fields,
  register,
  errors,
}: EntryTextFieldsProps<T>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ name, ...field }) => (
        <TextField key={name} {...field} error={fieldMessage(errors, name)} {...register(name)} />
      ))}
    </div>
  );
}

interface BioFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

export function BioField<T extends FieldValues>({ name, register, errors }: BioFieldProps<T>) {
  const id = useId();
  const error = fieldMessage(errors, name);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Bio</Label>
      <Textarea
        id={id}
        rows={5}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="Tell visitors about your experience and how you work."
        {...register(name)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface SpecialtiesFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  vocabulary: readonly string[];
  max: number;
}

/** Specialty tags as chips, from the directory's fixed list (the tabs match them). */
export function SpecialtiesField<T extends FieldValues>({
  name,
  control,
  vocabulary,
  max,
}: SpecialtiesFieldProps<T>) {
  const options = vocabulary.map((value) => ({ value, label: value }));
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <div className="grid gap-1">
          <ChipCheckboxGroup
            legend={`Specialties (up to ${max})`}
            options={options}
            values={field.value as string[]}
            onChange={field.onChange}
          />
          {fieldState.error?.message ? (
            <p role="alert" className="text-destructive text-sm">
              {fieldState.error.message}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}

interface ListedSwitchProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  /** Where the card appears, e.g. "Find a Realtor". */
  pageName: string;
}

export function ListedSwitch<T extends FieldValues>({
  name,
  control,
  pageName,
}: ListedSwitchProps<T>) {
  const id = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <Label htmlFor={id}>Show me in the directory</Label>
            <p id={`${id}-hint`} className="text-muted-foreground text-sm">
              When this is off, your card is hidden from {pageName}.
            </p>
          </div>
          <Switch
            id={id}
            aria-describedby={`${id}-hint`}
            checked={field.value === true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        </div>
      )}
    />
  );
}
