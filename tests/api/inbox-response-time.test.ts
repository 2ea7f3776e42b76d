import { describe, expect, it } from "vitest";
import { conversations } from "../../src/server/platform/db/schema";
import type { RealtorResponseTime } from "../../src/shared/conversations";
import type { DirectoryPage, RealtorCard, RealtorPublicPage } from "../../src/shared/directory";
import type { PropertyDetail } from "../../src/shared/properties";
import { signedInAdmin } from "../factories/admin";
import { createAccount, createRealtorEntry } from "../factories/directory";
import { createProperty } from "../factories/properties";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Threads of the realtor opened `daysAgo`, answered after the given minutes (null: never). */
async function threadsFor(realtorId: string, replies: (number | null)[], daysAgo = 3) {
  const propertyId = (await createProperty(t, { realtorId })).id;
  for (const minutes of replies) {
    const member = await createAccount(t);
    const createdAt = new Date(Date.now() - daysAgo * DAY);
    await t.deps.db.insert(conversations).values({
      propertyId,
      memberId: member.id,
      realtorId,
      createdAt,
      lastMessageAt: createdAt,
      realtorFirstReplyAt:
        minutes === null ? null : new Date(createdAt.getTime() + minutes * MINUTE),
    });
  }
  return propertyId;
}

const anonymous = () => new TestClient(t);

describe("a realtor's response time", () => {
  it("is the median minutes to a first reply over the threads of 90 days", async () => {
    const entry = await createRealtorEntry(t, { company: `Median ${Date.now()}` });
    // An unanswered thread a day old counts with its wait so far; 100 days ago is out.
    const listing = await threadsFor(entry.userId, [30, 90, 100, 200, null]);
    await threadsFor(entry.userId, [1, 1, 1], 100);
    const page = await anonymous().get(`/api/realtors/${entry.userId}`);
    const card = ((await page.json()) as RealtorPublicPage).entry;
    expect(card?.responseTime).toEqual({ medianMinutes: 100, threads: 5 });
    const list = await anonymous().get(
      `/api/realtors?q=${encodeURIComponent(entry.company ?? "")}`,
    );
    const items = ((await list.json()) as DirectoryPage<RealtorCard>).items;
    expect(items.find((item) => item.id === entry.userId)?.responseTime).toEqual({
      medianMinutes: 100,
      threads: 5,
    });
    const detail = (await (
      await anonymous().get(`/api/properties/${listing}`)
    ).json()) as PropertyDetail;
    expect(detail.contact).toMatchObject({ kind: "realtor", responseTime: { medianMinutes: 100 } });

    const { client: admin } = await signedInAdmin(t);
    const times = (await (await admin.get("/api/admin/response-times")).json()) as {
      items: RealtorResponseTime[];
    };
    expect(times.items.find((item) => item.realtorId === entry.userId)).toMatchObject({
      medianMinutes: 100,
      threads: 5,
    });
  });

  it("shows from the first answered thread, and counts no young unanswered one", async () => {
    const entry = await createRealtorEntry(t);
    await threadsFor(entry.userId, [null], 2);
    await threadsFor(entry.userId, [null], 0);
    const responseTime = async () =>
      ((await (await anonymous().get(`/api/realtors/${entry.userId}`)).json()) as RealtorPublicPage)
        .entry?.responseTime;
    expect(await responseTime()).toBeNull();
    const { client: admin } = await signedInAdmin(t);
    const times = async () =>
      (
        (await (await admin.get("/api/admin/response-times")).json()) as {
          items: RealtorResponseTime[];
        }
      ).items.find((item) => item.realtorId === entry.userId);
    expect(await times()).toMatchObject({ medianMinutes: null, threads: 1 });
    await threadsFor(entry.userId, [20]);
    // Two counted: 20 minutes, and the one waiting since two days ago.
    expect(await responseTime()).toEqual({ medianMinutes: expect.any(Number), threads: 2 });
    expect(await times()).toMatchObject({ threads: 2 });
  });
});
