import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { formatDisplayName } from "@/shared/display-name";
import {
  DISPLAY_NAME_FORMATS,
  type DisplayNameFormat,
  type MyProfile,
  profileUpdateSchema,
} from "@/shared/schemas/profile";
import { NotificationSettingsLink } from "@/web/components/notification-settings-link";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useUpdatePreferences } from "../api/update-preferences";

const FORMAT_LABELS: Record<DisplayNameFormat, string> = {
  full_name: "Full Name",
  first_name: "First Name",
  username: "Username",
  initials: "Initials",
};

const preferencesSchema = profileUpdateSchema
  .pick({ languagePreference: true, displayNameFormat: true })
  .required();

const FIELDS = ["languagePreference", "displayNameFormat"] as const;

/** Language (English only) and display name format. */
export function LanguageSettings({ profile }: { profile: MyProfile }) {
  const id = useId();
  const { mutateAsync } = useUpdatePreferences();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(preferencesSchema),
    defaultValues: {
      // Only English is offered; a value set elsewhere is replaced by it on the next save.
      languagePreference: "en" as const,
      displayNameFormat: profile.displayNameFormat,
    },
  });
  const preview = formatDisplayName(profile, watch("displayNameFormat"));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutateAsync(values);
      reset({
        languagePreference: "en",
        displayNameFormat: saved.displayNameFormat,
      });
      notifySuccess("Settings saved", "Your language and display settings have been updated.");
    } catch (error) {
      applyFieldIssues(error, setError, FIELDS);
      notifyError(
        "Failed to save settings",
        null,
        "There was a problem saving your settings. Please try again.",
      );
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: "w-full",
    ...register(name),
  });
  const error = (name: (typeof FIELDS)[number]) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-destructive text-sm">
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <Card>
      <CardHeader>
        <h3 className="font-semibold text-xl">Language & Display</h3>
        <CardDescription>How the app speaks to you and how your name is shown.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-5">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-languagePreference`}>Language</Label>
            <NativeSelect {...field("languagePreference")}>
              <option value="en">English</option>
            </NativeSelect>
            {error("languagePreference")}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-displayNameFormat`}>Display Name Format</Label>
            <NativeSelect {...field("displayNameFormat")}>
              {DISPLAY_NAME_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {FORMAT_LABELS[format]}
                </option>
              ))}
            </NativeSelect>
            <p className="text-muted-foreground text-sm">
              Shown as: <span className="font-medium text-foreground">{preview}</span>
            </p>
            {error("displayNameFormat")}
          </div>
          <NotificationSettingsLink />
          <SubmitButton busy={isSubmitting} busyLabel="Saving..." className="justify-self-start">
            Save Settings
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
