import type { Role } from "@/shared/roles";
import { DirectoryEntrySettings } from "@/web/features/directory/components/entry/directory-entry-settings";
import { NotificationPreferencesForm } from "@/web/features/notifications/components/notification-preferences-form";
import { ProfileForm } from "@/web/features/profiles/components/profile-form";
import { SettingsPanel } from "@/web/features/settings/components/settings-panel";

/** The dashboard's Settings tab: the settings frame with each feature's form in its place. */
export default function SettingsSection({ user }: { user: { id: string; role: Role } }) {
  return (
    <SettingsPanel
      userId={user.id}
      profileForm={<ProfileForm showEmail />}
      notificationsForm={<NotificationPreferencesForm userId={user.id} />}
      directoryForm={
        // Only realtors and photographers have an entry in a public directory.
        user.role === "realtor" || user.role === "photographer" ? (
          <DirectoryEntrySettings userId={user.id} />
        ) : undefined
      }
    />
  );
}
