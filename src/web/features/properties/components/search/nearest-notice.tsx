import { MapPin } from "lucide-react";
import type { NearestAnswer } from "@/shared/search-text/understood";
import { nearestMessage } from "../../understood";

/** Above the results when the place searched has no homes and the nearest are shown instead. */
export function NearestNotice({ nearest }: { nearest: NearestAnswer | null | undefined }) {
  if (!nearest) return null;
  return (
    <p className="flex items-center gap-2 rounded-lg border bg-muted/50 px-4 py-3 text-sm">
      <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      {nearestMessage(nearest)}
    </p>
  );
}
