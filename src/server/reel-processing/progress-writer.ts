import type { Database } from "../platform/db/client";
import { recordProgress } from "./upload-row";

/** Writes at most once a second, and only whole percents that moved. */
const MIN_INTERVAL_MS = 1000;

/**
 * The encoder's progress, written to the upload's row for whichever app server the uploader asks.
 * When the row is gone (the upload was deleted), `onGone` stops the work.
 */
export function progressWriter(db: Database, id: string, onGone: () => void) {
  let written = 0;
  let writtenAt = 0;
  let pending: Promise<void> = Promise.resolve();
  return (fraction: number) => {
    // 100 is for a published reel: the last percent covers storing the renditions.
    const percent = Math.min(99, Math.floor(fraction * 100));
    const now = Date.now();
    if (percent <= written || now - writtenAt < MIN_INTERVAL_MS) return;
    written = percent;
    writtenAt = now;
    pending = pending
      .then(() => recordProgress(db, id, percent))
      .then((present) => {
        if (!present) onGone();
      })
      // A missed progress write is not worth failing a transcode over; the next one follows.
      .catch(() => undefined);
  };
}
