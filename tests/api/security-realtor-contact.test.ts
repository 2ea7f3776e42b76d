import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { saveSiteSettings } from "../../src/server/admin/settings-site.service";
import {
  conversations,
  notifications,
  profiles,
  realtorProfiles,
} from "../../src/server/platform/db/schema";
import { threadPath } from "../../src/shared/conversations";
import type { RealtorChoice } from "../../src/shared/manage-properties";
import type { PropertyDetail } from "../../src/shared/properties";
import { createAccount } from "../factories/directory";
import {
  createListing,
  keptImages,
  managedDetail,
  propertyForm,
  putJson,
  stagePhotos,
} from "../factories/manage-properties";
import { createProperty } from "../factories/properties";
import { createUser, signedInClient } from "../factories/users";
import { getJson, issuesOf } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

// A listing shows its realtor's public contact (what they chose for the directory),
// never the sign-in e-mail or the profile's private phone; with no realtor, the site's contact.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const SITE = { siteName: "Lakeview Homes", contactEmail: "hello@lakeview.example" };
const SITE_CONTACT = { kind: "site", name: SITE.siteName, email: SITE.contactEmail };
const PRIVATE_PHONE = "5550001111";

/** A signed-in realtor with a private profile phone and a directory entry of their own choosing. */
async function realtorWithEntry(entry: {
  contactEmail?: string | null;
  phone?: string | null;
  website?: string | null;
}) {
  const signedIn = await signedInClient(t, { role: "realtor", name: "Rosa Realtor" });
  const { id } = signedIn.account;
  await t.deps.db.update(profiles).set({ phoneNumber: PRIVATE_PHONE }).where(eq(profiles.id, id));
  await t.deps.db.insert(realtorProfiles).values({ userId: id, listed: true, ...entry });
  return signedIn;
}

const publicDetail = (id: string) => getJson<PropertyDetail>(t.client, `/api/properties/${id}`);

/** Everything a visitor can be sent about the listing: the API's answer, which its page reads. */
async function everythingPublic(id: string): Promise<string> {
  return JSON.stringify(await publicDetail(id));
}

let admin: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  admin = await signedInClient(t, { role: "admin", name: "Ada Admin" });
  await saveSiteSettings(t.deps.db, admin.account.id, SITE);
});

describe("the public contact of a listing", () => {
  it("is the realtor's directory e-mail, public phone and website, never their sign-in e-mail or private phone", async () => {
    const { client, account } = await realtorWithEntry({
      contactEmail: "rosa@brokerage.example",
      phone: "(555) 777-8888",
      website: "https://rosa.example",
    });
    const { id } = await createListing(client);
    expect((await publicDetail(id)).contact).toEqual({
      kind: "realtor",
      id: account.id,
      name: "Rosa Realtor",
      avatarUrl: null,
      email: "rosa@brokerage.example",
      phone: "(555) 777-8888",
      website: "https://rosa.example",
      responseTime: null,
    });
    const sent = await everythingPublic(id);
    expect(sent).not.toContain(account.email);
    expect(sent).not.toContain(PRIVATE_PHONE);
  });

  it("has no e-mail or phone when the realtor published none", async () => {
    const { client, account } = await realtorWithEntry({});
    const { id } = await createListing(client);
    expect((await publicDetail(id)).contact).toMatchObject({
      kind: "realtor",
      id: account.id,
      email: null,
      phone: null,
    });
    const sent = await everythingPublic(id);
    expect(sent).not.toContain(account.email);
    expect(sent).not.toContain(PRIVATE_PHONE);
  });

  it("is the site's own contact for a listing with no realtor", async () => {
    const property = await createProperty(t, { realtorId: null });
    expect((await publicDetail(property.id)).contact).toEqual(SITE_CONTACT);
  });

  it("is the site's, not the administrator's, for a listing an administrator owns", async () => {
    const property = await createProperty(t, { realtorId: admin.account.id });
    expect((await publicDetail(property.id)).contact).toEqual(SITE_CONTACT);
    expect(await everythingPublic(property.id)).not.toContain(admin.account.email);
  });

  it("is the site's once the realtor lost the role or was suspended", async () => {
    const former = await createAccount(t, { role: "user" });
    const suspended = await createAccount(t, { role: "realtor", banned: true });
    for (const owner of [former, suspended]) {
      const property = await createProperty(t, { realtorId: owner.id });
      expect((await publicDetail(property.id)).contact.kind).toBe("site");
    }
  });
});

describe("an administrator choosing the listing's realtor", () => {
  it("shows the chosen realtor's public contact, not the administrator's e-mail", async () => {
    const { client: realtor, account } = await realtorWithEntry({
      contactEmail: "chosen@brokerage.example",
    });
    const { id } = await createListing(admin.client, { realtorId: account.id });
    const detail = await publicDetail(id);
    expect(detail.contact).toMatchObject({
      kind: "realtor",
      id: account.id,
      email: "chosen@brokerage.example",
    });
    const sent = await everythingPublic(id);
    expect(sent).not.toContain(admin.account.email);
    expect(sent).not.toContain(account.email);
    // The listing is now the realtor's to manage.
    const mine = await getJson<{ items: { id: string }[] }>(realtor, "/api/manage/properties");
    expect(mine.items.map((item) => item.id)).toContain(id);
  });

  it("creates a listing with no realtor when none is chosen, answered by the site", async () => {
    const { id } = await createListing(admin.client);
    expect(await managedDetail(admin.client, id)).toMatchObject({
      assignedRealtor: null,
      contact: SITE_CONTACT,
    });
  });

  it("changes and clears the realtor of a listing on edit", async () => {
    const first = await createUser(t, { role: "realtor", name: "First Realtor" });
    const second = await createUser(t, { role: "realtor", name: "Second Realtor" });
    const { id } = await createListing(admin.client, { realtorId: first.id });
    const path = `/api/manage/properties/${id}`;
    const images = keptImages(await managedDetail(admin.client, id));

    expect(
      (await putJson(admin.client, path, propertyForm({ images, realtorId: second.id }))).status,
    ).toBe(200);
    expect(await managedDetail(admin.client, id)).toMatchObject({
      assignedRealtor: { id: second.id, name: "Second Realtor" },
      contact: { kind: "realtor", id: second.id },
    });

    // Leaving the field out keeps the realtor.
    expect((await putJson(admin.client, path, propertyForm({ images }))).status).toBe(200);
    expect((await publicDetail(id)).contact).toMatchObject({ id: second.id });

    expect(
      (await putJson(admin.client, path, propertyForm({ images, realtorId: null }))).status,
    ).toBe(200);
    expect((await publicDetail(id)).contact.kind).toBe("site");
  });

  it("refuses anyone who is not an active realtor, with a field issue, and writes nothing", async () => {
    const member = await createUser(t, { role: "user" });
    const photographer = await createUser(t, { role: "photographer" });
    const suspended = await createAccount(t, { role: "realtor", banned: true });
    const [image] = await stagePhotos(admin.client, 1);
    const images = [{ uploadId: image?.uploadId }];
    for (const realtorId of [
      member.id,
      photographer.id,
      suspended.id,
      admin.account.id,
      "no-such-account",
      "",
    ]) {
      const response = await admin.client.post(
        "/api/manage/properties",
        propertyForm({ title: "Refused Realtor Home", images, realtorId }),
      );
      expect((await issuesOf(response)).realtorId, realtorId).toBe(
        "Choose a realtor from the list.",
      );
    }
    const found = await getJson<{ total: number }>(
      admin.client,
      "/api/manage/properties?q=Refused%20Realtor",
    );
    expect(found.total).toBe(0);
  });

  it("keeps a listing's present realtor on edit, even one who could not be chosen now", async () => {
    // A listing from before the picker: the administrator who created it is its realtor.
    const property = await createProperty(t, { realtorId: admin.account.id });
    expect((await managedDetail(admin.client, property.id)).assignedRealtor).toEqual({
      id: admin.account.id,
      name: "Ada Admin",
    });
    const [image] = await stagePhotos(admin.client, 1);
    const response = await putJson(
      admin.client,
      `/api/manage/properties/${property.id}`,
      propertyForm({ images: [{ uploadId: image?.uploadId }], realtorId: admin.account.id }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await publicDetail(property.id)).contact.kind).toBe("site");
  });
});

describe("a realtor's own listings", () => {
  it("stay theirs whatever realtor the form names, on create or on edit", async () => {
    const { client, account } = await signedInClient(t, { role: "realtor" });
    const other = await createUser(t, { role: "realtor" });
    const { id } = await createListing(client, { realtorId: other.id });
    expect((await managedDetail(client, id)).assignedRealtor?.id).toBe(account.id);

    const path = `/api/manage/properties/${id}`;
    const images = keptImages(await managedDetail(client, id));
    for (const realtorId of [other.id, null]) {
      const response = await putJson(client, path, propertyForm({ images, realtorId }));
      expect(response.status, String(realtorId)).toBe(200);
      expect((await managedDetail(client, id)).assignedRealtor?.id).toBe(account.id);
    }
    expect((await publicDetail(id)).contact).toMatchObject({ kind: "realtor", id: account.id });
  });
});

describe("GET /api/manage/realtors (the realtor picker)", () => {
  it("offers active realtors matching the text, to administrators only", async () => {
    const word = `Picker${Date.now().toString(36)}`;
    const wanted = await createUser(t, { role: "realtor", name: `${word} Wanted` });
    await createUser(t, { role: "user", name: `${word} Member` });
    await createAccount(t, { role: "realtor", name: `${word} Suspended`, banned: true });
    const choices = await getJson<RealtorChoice[]>(
      admin.client,
      `/api/manage/realtors?q=${word.toLowerCase()}`,
    );
    expect(choices).toEqual([{ id: wanted.id, name: `${word} Wanted`, email: wanted.email }]);

    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    expect((await realtor.get("/api/manage/realtors")).status).toBe(403);
    expect((await t.client.get("/api/manage/realtors")).status).toBe(401);
    const tooLong = await admin.client.get(`/api/manage/realtors?q=${"x".repeat(101)}`);
    expect(tooLong.status).toBe(400);
  });
});

describe("messages about a listing", () => {
  const message = { name: "Bea Buyer", email: "bea@example.test", message: "Can I visit?" };

  async function notified(userId: string, propertyId: string): Promise<number> {
    // A notice links to the listing, or to the thread the message opened about it.
    const threads = await t.deps.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.propertyId, propertyId));
    const links = [
      `/property/${propertyId}`,
      ...threads.map(({ id }) => threadPath("realtor", id)),
    ];
    const rows = await t.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), inArray(notifications.link, links)));
    return rows.length;
  }

  it("reach the listing's realtor, or the administrators when the site answers for it", async () => {
    const realtor = await createUser(t, { role: "realtor" });
    const withRealtor = await createProperty(t, { realtorId: realtor.id });
    const withoutRealtor = await createProperty(t, { realtorId: null });
    for (const property of [withRealtor, withoutRealtor]) {
      const response = await t.client.post(`/api/properties/${property.id}/inquiries`, message);
      expect(response.status).toBe(201);
    }
    expect(await notified(realtor.id, withRealtor.id)).toBe(1);
    expect(await notified(admin.account.id, withRealtor.id)).toBe(0);
    expect(await notified(admin.account.id, withoutRealtor.id)).toBe(1);

    const { client: visitor } = await signedInClient(t);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const tour = await visitor.post(`/api/properties/${withoutRealtor.id}/tour-requests`, {
      date: tomorrow,
      window: "morning",
    });
    expect(tour.status).toBe(201);
    expect(await notified(admin.account.id, withoutRealtor.id)).toBe(2);
  });
});
