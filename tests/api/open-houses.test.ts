import { describe, expect, it } from "vitest";
import { alertOpenHouse } from "../../src/server/saved/open-house-alert.service";
import type { OpenHouse } from "../../src/shared/open-houses";
import { zonedInstant } from "../../src/shared/zoned-time";
import { createOpenHouse, dayIn } from "../factories/open-houses";
import { createProperty } from "../factories/properties";
import { alertsSettled, noticesOf } from "../factories/saved-searches";
import { signedInClient } from "../factories/users";
import { issuesOf } from "../setup/api";
import { queuedMailCount } from "../setup/queued-mail";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { TestClient } from "../setup/test-client";

const t = setupMailTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const CHICAGO = "America/Chicago";
const day = (offset: number) => dayIn(CHICAGO, offset);

const schedule = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.post(`/api/manage/properties/${id}/open-houses`, body);

const inPerson = (offset: number, start = "13:00", end = "15:00") => ({
  date: day(offset),
  start,
  end,
  kind: "in_person",
});

async function realtorWithListing(overrides: Parameters<typeof createProperty>[1] = {}) {
  const { client, account } = await signedInClient(t, { role: "realtor" });
  const listing = await createProperty(t, { realtorId: account.id, state: "TX", ...overrides });
  return { client, listing };
}

describe("scheduling open houses", () => {
  it("stores the listing's local times as instants and answers them with its zone", async () => {
    const { client, listing } = await realtorWithListing();
    const response = await schedule(client, listing.id, inPerson(3));
    expect(response.status).toBe(201);
    const made = (await response.json()) as OpenHouse;
    expect(made).toMatchObject({
      startsAt: zonedInstant(day(3), "13:00", CHICAGO)?.toISOString(),
      endsAt: zonedInstant(day(3), "15:00", CHICAGO)?.toISOString(),
      timeZone: CHICAGO,
      kind: "in_person",
      link: null,
    });
    const virtual = await schedule(client, listing.id, {
      ...inPerson(4, "18:00", "18:45"),
      kind: "virtual",
      link: "https://meet.example.com/tour",
    });
    expect(virtual.status).toBe(201);
    const list = await client.get(`/api/manage/properties/${listing.id}/open-houses`);
    const listed = (await list.json()) as OpenHouse[];
    expect(listed.map((o) => [o.kind, o.link])).toEqual([
      ["in_person", null],
      ["virtual", "https://meet.example.com/tour"],
    ]);
  });

  it("says what is wrong with each field", async () => {
    const { client, listing } = await realtorWithListing();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [inPerson(3, "15:00", "13:00"), { end: "The end must be after the start." }],
      [inPerson(3, "08:00", "16:30"), { end: "An open house can last at most 8 hours." }],
      [{ ...inPerson(3), kind: "virtual" }, { link: "A virtual open house needs its link." }],
      [
        { ...inPerson(3), kind: "virtual", link: "http://meet.example.com" },
        { link: "The link must be an https:// address." },
      ],
      [inPerson(-1), { date: "The open house cannot start in the past." }],
      [inPerson(91), { date: "Open houses can be scheduled up to 90 days ahead." }],
      [
        { date: "next friday", start: "1pm", end: "15:00", kind: "walk-in" },
        {
          date: "Please give the day as YYYY-MM-DD.",
          start: "Please give the time as HH:MM.",
          kind: "Choose in person or virtual.",
        },
      ],
    ];
    for (const [body, issues] of cases) {
      const response = await schedule(client, listing.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await issuesOf(response)).toEqual(issues);
    }
  });

  it("refuses an overlap, an eleventh upcoming one, and a home no longer offered", async () => {
    const { client, listing } = await realtorWithListing();
    expect((await schedule(client, listing.id, inPerson(2))).status).toBe(201);
    const overlap = await schedule(client, listing.id, inPerson(2, "14:30", "16:00"));
    expect(overlap.status).toBe(409);
    expect(await overlap.json()).toMatchObject({
      message: "This time overlaps another open house of this home.",
    });
    // Back to back is no overlap.
    expect((await schedule(client, listing.id, inPerson(2, "15:00", "16:00"))).status).toBe(201);
    // A past one does not count toward the ten.
    await createOpenHouse(t, listing.id, new Date(Date.now() - 30 * 86_400_000));
    for (let offset = 3; offset <= 10; offset++) {
      expect((await schedule(client, listing.id, inPerson(offset))).status).toBe(201);
    }
    const eleventh = await schedule(client, listing.id, inPerson(11));
    expect(eleventh.status).toBe(409);
    expect(await eleventh.json()).toMatchObject({
      message: "A home can have at most 10 upcoming open houses.",
    });

    const sold = await realtorWithListing({ status: "closed", closedPrice: 1, closedOn: day(0) });
    const refused = await schedule(sold.client, sold.listing.id, inPerson(2));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: "Open houses are offered only while a home is coming soon, active or pending.",
    });
    const pending = await realtorWithListing({ status: "pending" });
    expect((await schedule(pending.client, pending.listing.id, inPerson(2))).status).toBe(201);
  });

  it("lets only the listing's realtor or an administrator schedule, list and remove them", async () => {
    const { client: owner, listing } = await realtorWithListing();
    const { client: other } = await signedInClient(t, { role: "realtor" });
    const { client: member } = await signedInClient(t);
    const { client: admin } = await signedInClient(t, { role: "admin" });
    const anonymous = new TestClient(t);
    const path = `/api/manage/properties/${listing.id}/open-houses`;

    expect((await schedule(anonymous, listing.id, inPerson(2))).status).toBe(401);
    expect((await schedule(member, listing.id, inPerson(2))).status).toBe(403);
    expect((await schedule(other, listing.id, inPerson(2))).status).toBe(403);
    expect((await other.get(path)).status).toBe(403);
    expect((await schedule(admin, crypto.randomUUID(), inPerson(2))).status).toBe(404);
    const made = (await (await schedule(admin, listing.id, inPerson(2))).json()) as OpenHouse;

    const remove = (client: TestClient, id = made.id) =>
      client.request("DELETE", `/api/manage/open-houses/${id}`);
    expect((await remove(anonymous)).status).toBe(401);
    expect((await remove(other)).status).toBe(403);
    expect((await remove(owner, "not-an-id")).status).toBe(404);
    expect((await remove(owner)).status).toBe(204);
    expect((await remove(owner)).status).toBe(404);
    expect(await (await owner.get(path)).json()).toEqual([]);
  });

  it("tells the home's savers, in the app and by e-mail, unless it was removed first", async () => {
    const { client, listing } = await realtorWithListing({ title: "Open Door Bungalow" });
    const { client: saverClient, account: saver } = await signedInClient(t);
    expect((await saverClient.request("PUT", `/api/saved/${listing.id}`)).status).toBeLessThan(300);

    expect((await schedule(client, listing.id, inPerson(5))).status).toBe(201);
    await alertsSettled(t);
    expect(await noticesOf(t, saver.id)).toEqual([
      "saved_home_open_house: Open house: Open Door Bungalow",
    ]);
    expect(await queuedMailCount(t.deps.db, saver.email, "saved-home-changed")).toBe(1);
    // A job for an open house removed before it ran tells nothing.
    await alertOpenHouse(t.deps, { propertyId: listing.id, openHouseId: crypto.randomUUID() });
    expect(await noticesOf(t, saver.id)).toHaveLength(1);
  });
});
