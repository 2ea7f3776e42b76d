import { Controller, useForm } from "react-hook-form";
import type { NotificationSettings } from "@/shared/schemas/profile";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useUpdateNotificationSettings } from "../api/update-notification-settings";
import { NOTIFICATION_SETTING_FIELDS } from "../notification-settings-fields";
import { notifySettingsFailed, notifySettingsSaved } from "../notify-settings-result";
import { NotificationSettingsCard } from "./notification-settings-card";
import { SettingSwitch } from "./setting-switch";

/** The full preference form of the settings: nothing is saved until Save. */
export function NotificationPreferencesForm({ userId }: { userId: string }) {
  return (
    <NotificationSettingsCard
      userId={userId}
      heading={<h3 className="font-semibold text-xl">Notification Preferences</h3>}
      description="Choose which e-mails and alerts you receive."
    >
      {(settings) => <PreferencesForm userId={userId} initial={settings} />}
    </NotificationSettingsCard>
  );
}

function PreferencesForm({ userId, initial }: { userId: string; initial: NotificationSettings }) {
  const { mutateAsync } = useUpdateNotificationSettings(userId);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<NotificationSettings>({ defaultValues: initial });

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(await mutateAsync(values));
      notifySettingsSaved();
    } catch (error) {
      notifySettingsFailed(error);
    }
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="divide-y">
        {NOTIFICATION_SETTING_FIELDS.map((field) => (
          <Controller
            key={field.key}
            control={control}
            name={field.key}
            render={({ field: { value, onChange } }) => (
              <SettingSwitch field={field} checked={value} onCheckedChange={onChange} />
            )}
          />
        ))}
      </div>
      <SubmitButton busy={isSubmitting} busyLabel="Saving...">
        Save Preferences
      </SubmitButton>
    </form>
  );
}
