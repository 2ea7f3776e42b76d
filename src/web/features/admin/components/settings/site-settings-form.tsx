import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SITE_NAME_MAX, type SiteSettings } from "@/shared/admin-overview";
import { siteSettingsSchema } from "@/shared/schemas/admin-overview";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useSaveSiteSettings } from "../../api/settings-save";

const FIELDS = ["siteName", "contactEmail"] as const;

/** Site name and contact e-mail, checked with the schema the server uses. */
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: { siteName: settings.siteName, contactEmail: settings.contactEmail ?? "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset({ siteName: saved.siteName, contactEmail: saved.contactEmail ?? "" });
      notifySuccess("Settings saved", "The site settings have been updated.");
    } catch (error) {
      if (!applyFieldIssues(error, setError, FIELDS)) {
        notifyError(
          "Failed to save settings",
          error,
          "There was a problem saving your settings. Please try again.",
        );
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
      <TextField
        label="Site name"
        maxLength={SITE_NAME_MAX}
        error={errors.siteName?.message}
        {...register("siteName")}
      />
      <TextField
        label="Contact email"
        type="email"
        autoComplete="email"
        error={errors.contactEmail?.message}
        {...register("contactEmail")}
      />
      <div>
        <SubmitButton busy={isSubmitting} busyLabel="Saving..." disabled={!isDirty}>
          Save Settings
        </SubmitButton>
      </div>
    </form>
  );
}
