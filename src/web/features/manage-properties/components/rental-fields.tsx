import type { UseFormReturn } from "react-hook-form";
import { TextField } from "@/web/components/ui/text-field";
import { Textarea } from "@/web/components/ui/textarea";
import type { PropertyFormFields } from "../property-form-values";
import { FormField } from "./form-field";

const ALLOWANCES = [
  { name: "petsCats", label: "Cats allowed" },
  { name: "petsDogs", label: "Dogs allowed" },
  { name: "furnished", label: "Furnished" },
  { name: "utilitiesIncluded", label: "Utilities included" },
] as const;

/** A rental's terms: deposit, lease, move-in day, what it allows, what applicants need. */
export function RentalFields({ form }: { form: UseFormReturn<PropertyFormFields> }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 font-medium text-sm">Rental terms</legend>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <TextField
          label="Deposit ($)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.deposit?.message}
          {...register("deposit")}
        />
        <TextField
          label="Lease (months)"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          step={1}
          error={errors.leaseMonths?.message}
          {...register("leaseMonths")}
        />
        <TextField
          label="Available from"
          type="date"
          error={errors.availableFrom?.message}
          {...register("availableFrom")}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ALLOWANCES.map(({ name, label }) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...register(name)} />
            {label}
          </label>
        ))}
      </div>
      <FormField
        label="What applicants need"
        hint="Income, credit, references…"
        error={errors.applicantRequirements?.message}
      >
        {(control) => <Textarea rows={3} {...control} {...register("applicantRequirements")} />}
      </FormField>
    </fieldset>
  );
}
