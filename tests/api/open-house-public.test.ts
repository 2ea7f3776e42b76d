import { beforeEach, describe, expect, it } from "vitest";
import { weekendWindow } from "../../src/shared/open-house-window";
import { openHouseBadge } from "../../src/shared/open-house-words";
import type { PropertyDetail, PropertySearchPage } from "../../src/shared/properties";
import { createOpenHouse } from "../factories/open-houses";
import { clearProperties, createProperty } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { getJson, issuesOf } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeEach(() => clearProperties(t));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const from = (ms: number) => new Date(Date.now() + ms);

const list = (query: string) => getJson<PropertySearchPage>(t.client, `/api/properties?${query}`);
const titles = (page: PropertySearchPage) => page.items.map((item) => item.title).sort();

/** A start inside this weekend (Chicago's), not yet over, whatever day the test runs on. */
function thisWeekend(): Date {
  const weekend = weekendWindow(new Date(), "America/Chicago");
  return new Date(Math.max(weekend.from.getTime() + 13 * HOUR, Date.now() + 60_000));
}

describe("open houses in public", () => {
  it("lists a listing's coming open houses soonest first, and each card its next", async () => {
    const listing = await createProperty(t, { title: "Shown Home" });
    await createProperty(t, { title: "Quiet Home" });
    await createOpenHouse(t, listing.id, from(-3 * DAY));
    const later = await createOpenHouse(t, listing.id, from(9 * DAY));
    const sooner = await createOpenHouse(t, listing.id, from(2 * DAY), {
      kind: "virtual",
      link: "https://meet.example.com/x",
    });
    // Under way: still on.
    const now = await createOpenHouse(t, listing.id, from(-HOUR));

    const detail = await getJson<PropertyDetail>(t.client, `/api/properties/${listing.id}`);
    expect(detail.openHouses.map((o) => o.id)).toEqual([now.id, sooner.id, later.id]);
    expect(detail.openHouses[1]).toMatchObject({
      kind: "virtual",
      link: "https://meet.example.com/x",
      timeZone: "America/Chicago",
    });
    const page = await list("");
    const cards = Object.fromEntries(page.items.map((item) => [item.title, item.nextOpenHouse]));
    expect(cards["Shown Home"]?.id).toBe(now.id);
    // The card's words come written, in the listing's zone.
    const [current] = detail.openHouses;
    if (!current) throw new Error("the listing lists no open house");
    expect(cards["Shown Home"]?.badge).toBe(openHouseBadge(current));
    expect(cards["Shown Home"]?.badge).toMatch(/^Open \w{3}, \w{3} \d{1,2}, /);
    expect(cards["Quiet Home"]).toBeNull();
  });

  it("finds homes open this weekend where they are, not next month's, and any upcoming", async () => {
    const weekend = await createProperty(t, { title: "Weekend Open" });
    const nextMonth = await createProperty(t, { title: "Next Month Open" });
    await createProperty(t, { title: "Never Open" });
    await createOpenHouse(t, weekend.id, thisWeekend());
    await createOpenHouse(t, nextMonth.id, from(30 * DAY));

    expect(titles(await list("openHouse=weekend"))).toEqual(["Weekend Open"]);
    expect(titles(await list("openHouse=upcoming"))).toEqual(["Next Month Open", "Weekend Open"]);
    const bad = await t.client.get("/api/properties?openHouse=tomorrow");
    expect(bad.status).toBe(400);
    expect(await issuesOf(bad)).toEqual({ openHouse: "Open house must be weekend or upcoming" });
  });

  it("does not save a search for this weekend's open houses", async () => {
    const { client } = await signedInClient(t);
    const response = await client.post("/api/saved-searches", {
      query: "beds=3&openHouse=weekend",
    });
    expect(response.status).toBe(400);
    expect(Object.keys(await issuesOf(response))).toEqual(["query.openHouse"]);
  });

  it("answers a calendar file on the listing's clock, either side of the autumn change", async () => {
    const listing = await createProperty(t, {
      title: "Calendar House",
      address: "12 Elm Street",
      city: "Austin",
      state: "TX",
      zip: "78701",
    });
    // 1 PM in Chicago's zone on the Saturday (daylight time) and the Sunday (standard time).
    const saturday = await createOpenHouse(t, listing.id, new Date("2026-10-31T18:00:00.000Z"));
    const sunday = await createOpenHouse(t, listing.id, new Date("2026-11-01T19:00:00.000Z"));

    const calendar = async (id: string) => {
      const response = await t.client.get(`/api/open-houses/${id}/calendar.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/calendar");
      return (await response.text()).replace(/\r\n[ \t]/g, "");
    };
    const before = await calendar(saturday.id);
    expect(before).toContain("DTSTART;TZID=America/Chicago:20261031T130000");
    expect(before).toContain("DTEND;TZID=America/Chicago:20261031T150000");
    const after = await calendar(sunday.id);
    expect(after).toContain("DTSTART;TZID=America/Chicago:20261101T130000");
    expect(after).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Chicago");
    expect(after).toContain("TZOFFSETTO:-0600");
    expect(after).toContain("TZOFFSETTO:-0500");
    expect(after).toContain("LOCATION:12 Elm Street\\, Austin\\, TX 78701");
    expect(after).toContain(`/property/${listing.id}`);

    expect(
      (await t.client.get(`/api/open-houses/${crypto.randomUUID()}/calendar.ics`)).status,
    ).toBe(404);
    expect((await t.client.get("/api/open-houses/nope/calendar.ics")).status).toBe(404);
  });
});
