import type { LanguagePreference } from "@/shared/schemas/profile";
import { NotificationSettingsLink } from "@/web/components/notification-settings-link";
import type { ProfileFormApi } from "../profile-form-values";
import { SelectField, type SelectOption } from "./select-field";

const THEME_OPTIONS: SelectOption[] = [
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
  { value: "system", label: "System Default" },
];

const LANGUAGE_NAMES: Record<LanguagePreference, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  zh: "Chinese",
  ja: "Japanese",
};

const DISPLAY_NAME_OPTIONS: SelectOption[] = [
  { value: "full_name", label: "Full Name" },
  { value: "first_name", label: "First Name" },
  { value: "username", label: "Username" },
  { value: "initials", label: "Initials" },
];

/** Only English is offered; a language saved earlier stays visible as it is. */
function languageOptions(current: LanguagePreference): SelectOption[] {
  const offered: LanguagePreference[] = current === "en" ? ["en"] : ["en", current];
  return offered.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));
}

export function PreferenceFields({ form, disabled }: { form: ProfileFormApi; disabled: boolean }) {
  const {
    register,
    formState: { errors, defaultValues },
  } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Theme"
        options={THEME_OPTIONS}
        disabled={disabled}
        error={errors.themePreference?.message}
        {...register("themePreference")}
      />
      <SelectField
        label="Language"
        options={languageOptions(defaultValues?.languagePreference ?? "en")}
        disabled={disabled}
        error={errors.languagePreference?.message}
        {...register("languagePreference")}
      />
      <SelectField
        label="Display Name Format"
        options={DISPLAY_NAME_OPTIONS}
        disabled={disabled}
        error={errors.displayNameFormat?.message}
        {...register("displayNameFormat")}
      />
      <NotificationSettingsLink className="sm:col-span-2" />
    </div>
  );
}
