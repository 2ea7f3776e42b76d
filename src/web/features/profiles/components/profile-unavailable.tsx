import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";

/** Shown when the signed-in user's profile could not be read (the session still works). */
export function ProfileUnavailable({ onRetry }: { onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-center gap-4 p-6 text-center">
        <p>We couldn't load your profile details. Please try again.</p>
        <Button
          type="button"
          variant="outline"
          disabled={retrying}
          onClick={() => {
            setRetrying(true);
            void onRetry().finally(() => setRetrying(false));
          }}
        >
          {retrying ? "Trying again..." : "Try again"}
        </Button>
      </CardContent>
    </Card>
  );
}
