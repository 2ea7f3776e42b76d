import { OPEN_HOUSE_MESSAGES as M, OPEN_HOUSE_AHEAD_DAYS } from "@/shared/open-houses";
import type { OpenHouseValues } from "@/shared/schemas/open-house";
import { wallClock, zonedInstant } from "@/shared/zoned-time";
import { ApiError } from "../platform/http/errors";

const DAY_MS = 86_400_000;

/**
 * The instants of an open house entered as a day and two clock times in `zone`, held to what
 * depends on today: a time the clocks skip, the past, more than the days ahead allowed. Each
 * refusal is a field message on the input it is about.
 */
export function openHouseInstants(
  form: OpenHouseValues,
  zone: string,
  now = new Date(),
): { startsAt: Date; endsAt: Date } {
  const startsAt = zonedInstant(form.date, form.start, zone);
  const endsAt = zonedInstant(form.date, form.end, zone);
  const issues: { path: string; message: string }[] = [];
  if (!startsAt) issues.push({ path: "start", message: M.skippedTime });
  if (!endsAt) issues.push({ path: "end", message: M.skippedTime });
  if (startsAt && endsAt) {
    if (form.date < wallClock(now, zone).day) issues.push({ path: "date", message: M.past });
    else if (startsAt <= now) issues.push({ path: "start", message: M.past });
    else if (startsAt.getTime() > now.getTime() + OPEN_HOUSE_AHEAD_DAYS * DAY_MS) {
      issues.push({ path: "date", message: M.tooFar });
    }
  }
  if (!startsAt || !endsAt || issues.length > 0) throw ApiError.validation(issues);
  return { startsAt, endsAt };
}
