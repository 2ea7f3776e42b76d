import { offsetMinutes } from "@/shared/zoned-time";

/*
 * The VTIMEZONE a calendar file needs for the TZID its times name (RFC 5545 3.6.5). The `ics`
 * package writes only UTC or floating times, so the zone's block is written here. Every zone a
 * listing can be in is a US one: daylight time, where kept, runs from the second Sunday of March
 * to the first Sunday of November at 2:00, as it has since 2007.
 */

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? "-" : "+";
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, "0")}${String(whole % 60).padStart(2, "0")}`;
};

const zoneName = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value ?? zone;

/** The VTIMEZONE block of `zone`, with its offsets and names as of `year`. */
export function timeZoneBlock(zone: string, year: number): string[] {
  const winter = new Date(Date.UTC(year, 0, 15, 12));
  const summer = new Date(Date.UTC(year, 6, 15, 12));
  const standard = offsetMinutes(winter, zone);
  const daylight = offsetMinutes(summer, zone);
  const part = (
    kind: string,
    start: string,
    rule: string | null,
    from: number,
    to: number,
    at: Date,
  ) => [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    ...(rule ? [`RRULE:${rule}`] : []),
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `TZNAME:${zoneName(at, zone)}`,
    `END:${kind}`,
  ];
  const parts =
    standard === daylight
      ? part("STANDARD", "19700101T000000", null, standard, standard, winter)
      : [
          ...part(
            "STANDARD",
            "19701101T020000",
            "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
            daylight,
            standard,
            winter,
          ),
          ...part(
            "DAYLIGHT",
            "19700308T020000",
            "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
            standard,
            daylight,
            summer,
          ),
        ];
  return ["BEGIN:VTIMEZONE", `TZID:${zone}`, ...parts, "END:VTIMEZONE"];
}

/**
 * An `ics` package event (floating times) with its DTSTART and DTEND named in `zone` and the
 * zone's VTIMEZONE before the event, so calendars anywhere show it at the right moment.
 */
export function inTimeZone(calendar: string, zone: string, year: number): string {
  return calendar
    .replace(/^DTSTART:/m, `DTSTART;TZID=${zone}:`)
    .replace(/^DTEND:/m, `DTEND;TZID=${zone}:`)
    .replace("BEGIN:VEVENT", `${timeZoneBlock(zone, year).join("\r\n")}\r\nBEGIN:VEVENT`);
}
