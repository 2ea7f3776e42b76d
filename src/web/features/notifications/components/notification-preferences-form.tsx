import { Controller, useForm } from "react-hook-form";
import type { NotificationSettings } from "@/shared/schemas/profile";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useMyProfile } from "@/web/lib/auth/api/get-my-profile";
import { useUpdateNotificationSettings } from "../api/update-notification-settings";
import { NOTIFICATION_SETTING_FIELDS } from "../notification-settings-fields";
import { notifySettingsFailed, notifySettingsSaved } from "../notify-settings-result";
import { SettingSwitch } from "./setting-switch";

/** The full preference form of the settings (part 2 §2): nothing is saved until Save. */
export function NotificationPreferencesForm({ userId }: { userId: string }) {
  const profile = useMyProfile(userId);
  return (
    <Card>
      <CardHeader>
        <h3 className="font-semibold text-xl">Notification Preferences</h3>
        <CardDescription>Choose which e-mails and alerts you receive.</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">Loading notification preferences</span>
            {NOTIFICATION_SETTING_FIELDS.map((field) => (
              <Skeleton key={field.key} className="h-12 rounded-md" />
            ))}
          </div>
        ) : profile.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p className="text-muted-foreground text-sm">
              Your notification preferences could not be loaded.
            </p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => void profile.refetch()}
            >
              Try again
            </Button>
          </div>
        ) : (
          <PreferencesForm userId={userId} initial={profile.data.notificationSettings} />
        )}
      </CardContent>
    </Card>
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
