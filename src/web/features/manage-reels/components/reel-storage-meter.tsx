import { useId } from "react";
import { type ReelStorageUsage, reelStorageLabel } from "@/shared/manage-reels";

/**
 * The account's reel storage: the words say it all ("Storage: 1.2 GB of 2 GB used"), and label
 * the meter that draws it, so assistive technology reads the same figures.
 */
export function ReelStorageMeter({ usage }: { usage: ReelStorageUsage }) {
  const id = useId();
  return (
    <div className="grid gap-1 text-sm sm:max-w-xs">
      <label htmlFor={id}>{reelStorageLabel(usage)}</label>
      <meter
        id={id}
        min={0}
        max={usage.quotaBytes}
        value={Math.min(usage.usedBytes, usage.quotaBytes)}
        high={usage.quotaBytes * 0.9}
        className="h-2 w-full"
      />
    </div>
  );
}
