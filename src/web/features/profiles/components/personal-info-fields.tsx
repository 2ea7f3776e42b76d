import { useId } from "react";
import { Label } from "@/web/components/ui/label";
import { TextField } from "@/web/components/ui/text-field";
import { Textarea } from "@/web/components/ui/textarea";
import type { ProfileFormApi } from "../profile-form-values";
import { PhoneField } from "./phone-field";

interface PersonalInfoFieldsProps {
  form: ProfileFormApi;
  /** Shown read-only: the e-mail cannot be changed here. */
  email?: string;
  disabled: boolean;
}

export function PersonalInfoFields({ form, email, disabled }: PersonalInfoFieldsProps) {
  const bioId = useId();
  const {
    register,
    formState: { errors },
  } = form;
  const bioError = errors.bio?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {email !== undefined ? (
        <div className="grid gap-2 sm:col-span-2">
          <TextField
            label="Email"
            type="email"
            value={email}
            readOnly
            aria-describedby={`${bioId}-email-hint`}
            className="bg-muted"
          />
          <p id={`${bioId}-email-hint`} className="text-muted-foreground text-sm">
            Your e-mail address can't be changed.
          </p>
        </div>
      ) : null}
      <TextField
        label="Full Name"
        autoComplete="name"
        disabled={disabled}
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        disabled={disabled}
        error={errors.username?.message}
        {...register("username")}
      />
      <PhoneField control={form.control} disabled={disabled} />
      <TextField
        label="Street Address"
        autoComplete="street-address"
        disabled={disabled}
        error={errors.streetAddress?.message}
        {...register("streetAddress")}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        disabled={disabled}
        error={errors.city?.message}
        {...register("city")}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="State"
          autoComplete="address-level1"
          disabled={disabled}
          error={errors.state?.message}
          {...register("state")}
        />
        <TextField
          label="Zip Code"
          autoComplete="postal-code"
          inputMode="numeric"
          disabled={disabled}
          error={errors.zipCode?.message}
          {...register("zipCode")}
        />
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={bioId}>Bio</Label>
        <Textarea
          id={bioId}
          rows={4}
          placeholder="Tell others a little about yourself"
          disabled={disabled}
          aria-invalid={bioError ? true : undefined}
          aria-describedby={bioError ? `${bioId}-error` : undefined}
          {...register("bio")}
        />
        {bioError ? (
          <p id={`${bioId}-error`} className="text-destructive text-sm">
            {bioError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
