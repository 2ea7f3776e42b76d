import { Settings } from "lucide-react";
import { Link } from "react-router";
import type { NotificationSettings } from "@/shared/schemas/profile";
import { paths } from "@/web/app/paths";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useMyProfile } from "@/web/lib/auth/api/get-my-profile";
import { useUpdateNotificationSettings } from "../api/update-notification-settings";
import {
  NOTIFICATION_SETTING_FIELDS,
  type NotificationSettingField,
} from "../notification-settings-fields";
import { notifySettingsFailed, notifySettingsSaved } from "../notify-settings-result";
import { SettingSwitch } from "./setting-switch";

/** The dashboard's toggles: each flip is saved at once (part 2 §4). */
export function NotificationToggles({ userId }: { userId: string }) {
  const profile = useMyProfile(userId);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-xl">Notification Preferences</h2>
        <CardDescription>
          Choose what we tell you about. Changes are saved right away.
        </CardDescription>
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
          <div className="divide-y">
            {NOTIFICATION_SETTING_FIELDS.map((field) => (
              <InstantToggle
                key={field.key}
                userId={userId}
                field={field}
                settings={profile.data.notificationSettings}
              />
            ))}
          </div>
        )}
        <div className="mt-4 border-t pt-4">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.dashboard({ tab: "settings", section: "notifications" })}>
              <Settings aria-hidden="true" />
              Advanced Settings
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

interface InstantToggleProps {
  userId: string;
  field: NotificationSettingField;
  settings: NotificationSettings;
}

/** Each toggle has its own save, so only the one being saved waits. */
function InstantToggle({ userId, field, settings }: InstantToggleProps) {
  const { mutateAsync, isPending, variables } = useUpdateNotificationSettings(userId);
  // While saving, the switch shows where it is going; a failure puts it back (the cache kept
  // the old value).
  const checked = (isPending ? variables?.[field.key] : undefined) ?? settings[field.key];
  const save = async (next: boolean) => {
    try {
      await mutateAsync({ [field.key]: next });
      notifySettingsSaved();
    } catch (error) {
      notifySettingsFailed(error);
    }
  };
  return (
    <SettingSwitch
      field={field}
      checked={checked}
      busy={isPending}
      onCheckedChange={(next) => void save(next)}
    />
  );
}
