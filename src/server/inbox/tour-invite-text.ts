import { createEvent, type DateArray } from "ics";
import { TOUR_MODE_LABELS, type TourMode } from "@/shared/tour-calendar";
import { wallClock } from "@/shared/zoned-time";
import { inTimeZone } from "../open-houses/time-zone-block";

export interface TourInviteFields {
  id: string;
  title: string;
  place: string;
  start: Date;
  end: Date;
  /** The listing's IANA zone. */
  zone: string;
  mode: TourMode | null;
  /** The names the people chose; null leaves them out (never an e-mail or a username). */
  realtorName: string | null;
  memberName: string | null;
}

const localTime = (instant: Date, zone: string): DateArray => {
  const clock = wallClock(instant, zone);
  const [year, month, day] = clock.day.split("-").map(Number) as [number, number, number];
  return [year, month, day, clock.hour, clock.minute];
};

/**
 * A tour's calendar file: its times on the listing's clock, named by the listing's zone (TZID,
 * with the zone's block), lasting the slot's real length.
 */
export function tourInviteText(tour: TourInviteFields): string {
  const video = tour.mode === "video";
  const people = [tour.realtorName ? `${tour.realtorName} (realtor)` : null, tour.memberName];
  const named = people.filter(Boolean);
  const { error, value } = createEvent({
    uid: `tour-${tour.id}@homescope`,
    productId: "homescope/tours",
    method: "PUBLISH",
    title: `${video ? "Video tour" : "HomeScope tour"}: ${tour.title}`,
    description: [
      `Tour of ${tour.title}${named.length ? ` with ${named.join(" and ")}` : ""}.`,
      video ? `${TOUR_MODE_LABELS.video}: the realtor sends the link in your conversation.` : null,
    ]
      .filter(Boolean)
      .join("\n"),
    location: video ? undefined : tour.place,
    start: localTime(tour.start, tour.zone),
    end: localTime(tour.end, tour.zone),
    startInputType: "local",
    startOutputType: "local",
    endInputType: "local",
    endOutputType: "local",
    status: "CONFIRMED",
  });
  if (error || !value) throw error ?? new Error("tourInviteText: no calendar text");
  return inTimeZone(value, tour.zone, tour.start.getUTCFullYear());
}
