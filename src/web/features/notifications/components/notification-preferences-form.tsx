import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  EMAIL_FREQUENCIES,
  type EmailFrequency,
  type MyProfile,
  type NotificationSettings,
} from "@/shared/schemas/profile";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useUpdateEmailFrequency } from "../api/update-email-frequency";
import { useUpdateNotificationSettings } from "../api/update-notification-settings";
import { NOTIFICATION_SETTING_FIELDS } from "../notification-settings-fields";
import { notifySettingsFailed, notifySettingsSaved } from "../notify-settings-result";
import { EmailAndAlertsNote } from "./email-and-alerts-note";
import { NotificationSettingsCard } from "./notification-settings-card";
import { SettingSwitch } from "./setting-switch";

const FREQUENCY_LABELS: Record<EmailFrequency, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  never: "Never",
};

type PreferenceValues = NotificationSettings & { emailFrequency: EmailFrequency };

/** Every notification setting of the account, in its one place: nothing is saved until Save. */
export function NotificationPreferencesForm({ userId }: { userId: string }) {
  return (
    <NotificationSettingsCard
      userId={userId}
      heading={<h3 className="font-semibold text-xl">Notification Preferences</h3>}
      description="Choose which e-mails and alerts you receive, and how often."
    >
      {(profile) => <PreferencesForm userId={userId} profile={profile} />}
    </NotificationSettingsCard>
  );
}

function PreferencesForm({ userId, profile }: { userId: string; profile: MyProfile }) {
  const id = useId();
  const settings = useUpdateNotificationSettings(userId);
  const frequency = useUpdateEmailFrequency();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting, dirtyFields },
  } = useForm<PreferenceValues>({
    defaultValues: { ...profile.notificationSettings, emailFrequency: profile.emailFrequency },
  });

  const onSubmit = handleSubmit(async ({ emailFrequency, ...switches }) => {
    try {
      const saved = await settings.mutateAsync(switches);
      // The frequency is the profile's own field, saved only when it changed.
      const savedFrequency = dirtyFields.emailFrequency
        ? (await frequency.mutateAsync(emailFrequency)).emailFrequency
        : emailFrequency;
      reset({ ...saved, emailFrequency: savedFrequency });
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
        <div className="grid gap-2 py-3">
          <Label htmlFor={`${id}-emailFrequency`}>Email Frequency</Label>
          <NativeSelect
            id={`${id}-emailFrequency`}
            aria-describedby={`${id}-emailFrequency-hint`}
            className="max-w-xs"
            {...register("emailFrequency")}
          >
            {EMAIL_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {FREQUENCY_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-emailFrequency-hint`} className="text-muted-foreground text-sm">
            How often we e-mail you a digest of unread notifications.
          </p>
        </div>
      </div>
      <EmailAndAlertsNote />
      <SubmitButton busy={isSubmitting} busyLabel="Saving...">
        Save Preferences
      </SubmitButton>
    </form>
  );
}
