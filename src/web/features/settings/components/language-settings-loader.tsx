import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useMyProfile } from "@/web/lib/auth/api/get-my-profile";
import { LanguageSettings } from "./language-settings";

/** The language form starts from the saved profile, so it waits for it. */
export function LanguageSettingsLoader({ userId }: { userId: string }) {
  const profile = useMyProfile(userId);
  if (profile.data) return <LanguageSettings profile={profile.data} />;
  return (
    <Card>
      <CardContent className="pt-6">
        {profile.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p className="text-muted-foreground text-sm">Your settings could not be loaded.</p>
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
          <div role="status" className="grid max-w-md gap-5">
            <span className="sr-only">Loading settings</span>
            <Skeleton className="h-16 rounded-md" />
            <Skeleton className="h-16 rounded-md" />
            <Skeleton className="h-16 rounded-md" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
