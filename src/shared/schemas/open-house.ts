import { z } from "zod";
import {
  OPEN_HOUSE_MESSAGES as M,
  OPEN_HOUSE_KINDS,
  OPEN_HOUSE_LINK_MAX,
  OPEN_HOUSE_MAX_HOURS,
} from "../open-houses";

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A new open house (POST /api/manage/properties/:id/open-houses): a day and two clock times
 * read in the listing's zone, in person or virtual (with its https link). What depends on the
 * day the server reads it (not past, not too far, a time the clocks skip) the server checks.
 */
export const openHouseSchema = z
  .object({
    date: z.iso.date(M.date),
    start: z.string(M.time).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time),
    end: z.string(M.time).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time),
    kind: z.enum(OPEN_HOUSE_KINDS, { error: M.kind }),
    link: z.string(M.linkHttps).trim().max(OPEN_HOUSE_LINK_MAX, M.linkTooLong).nullish(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    const length = minutesOf(form.end) - minutesOf(form.start);
    if (length <= 0) issue("end", M.endAfterStart);
    else if (length > OPEN_HOUSE_MAX_HOURS * 60) issue("end", M.tooLong);
    if (form.kind === "virtual" && !form.link) issue("link", M.linkRequired);
    else if (form.link && !isHttps(form.link)) issue("link", M.linkHttps);
  })
  .transform((form) => ({ ...form, link: form.kind === "virtual" ? (form.link ?? null) : null }));

function isHttps(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export type OpenHouseForm = z.input<typeof openHouseSchema>;
export type OpenHouseValues = z.output<typeof openHouseSchema>;
