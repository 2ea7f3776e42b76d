import type { ReactNode } from "react";
import type { MyProfile } from "@/shared/schemas/profile";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useMyProfile } from "@/web/lib/auth/api/get-my-profile";
import { NOTIFICATION_SETTING_FIELDS } from "../notification-settings-fields";

interface NotificationSettingsCardProps {
  userId: string;
  /** The card's title, already a heading of the right level for its page. */
  heading: ReactNode;
  description: string;
  /** What to show once the user's profile, which holds the settings, is loaded. */
  children: (profile: MyProfile) => ReactNode;
}

/** The 'Notification Preferences' card: the settings read from the profile, with its loading and error states. */
export function NotificationSettingsCard({
  userId,
  heading,
  description,
  children,
}: NotificationSettingsCardProps) {
  const profile = useMyProfile(userId);
  return (
    <Card>
      <CardHeader>
        {heading}
        <CardDescription>{description}</CardDescription>
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
          children(profile.data)
        )}
      </CardContent>
    </Card>
  );
}
