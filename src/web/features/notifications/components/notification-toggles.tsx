import { Settings } from "lucide-react";
import { Link } from "react-router";
import type { NotificationSettings } from "@/shared/schemas/profile";
import { Button } from "@/web/components/ui/button";
import { paths } from "@/web/lib/paths";
import { useUpdateNotificationSettings } from "../api/update-notification-settings";
import {
  NOTIFICATION_SETTING_FIELDS,
  type NotificationSettingField,
} from "../notification-settings-fields";
import { notifySettingsFailed, notifySettingsSaved } from "../notify-settings-result";
import { NotificationSettingsCard } from "./notification-settings-card";
import { SettingSwitch } from "./setting-switch";

/** The dashboard's toggles: each flip is saved at once. */
export function NotificationToggles({ userId }: { userId: string }) {
  return (
    <NotificationSettingsCard
      userId={userId}
      heading={<h2 className="font-semibold text-xl">Notification Preferences</h2>}
      description="Choose what we tell you about. Changes are saved right away."
      footer={
        <div className="mt-4 border-t pt-4">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.dashboard({ tab: "settings", section: "notifications" })}>
              <Settings aria-hidden="true" />
              Advanced Settings
            </Link>
          </Button>
        </div>
      }
    >
      {(settings) => (
        <div className="divide-y">
          {NOTIFICATION_SETTING_FIELDS.map((field) => (
            <InstantToggle key={field.key} userId={userId} field={field} settings={settings} />
          ))}
        </div>
      )}
    </NotificationSettingsCard>
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
