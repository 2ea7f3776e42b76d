import { describe, expect, it } from "vitest";
import {
  LISTING_DRAFT_MAX_BYTES,
  type ListingDraftAnswer,
  type ListingDraftValues,
} from "../../src/shared/listing-drafts";
import { ageUpload, propertyForm, stagePhotos } from "../factories/manage-properties";
import { createProperty } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { getJson, issuesOf } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const NEW = "/api/manage/drafts/new";
const draftOf = (id: string) => `/api/manage/drafts/${id}`;
const values = (title: string): ListingDraftValues => ({ fields: { title }, photos: [] });

describe("listing drafts", () => {
  it("keeps one draft per manager and listing, replaced by each save and gone when discarded", async () => {
    const { client, account } = await signedInClient(t, { role: "realtor" });
    const listing = await createProperty(t, { realtorId: account.id });
    expect(await getJson<ListingDraftAnswer>(client, NEW)).toEqual({ draft: null });

    expect((await client.put(NEW, values("First"))).status).toBe(200);
    expect((await client.put(NEW, values("Second"))).status).toBe(200);
    expect((await client.put(draftOf(listing.id), values("Edited"))).status).toBe(200);

    const fresh = await getJson<ListingDraftAnswer>(client, NEW);
    expect(fresh.draft).toMatchObject({
      fields: { title: "Second" },
      photos: [],
      expiredPhotos: 0,
    });
    expect(Date.parse(fresh.draft?.updatedAt ?? "")).not.toBeNaN();
    const edit = await getJson<ListingDraftAnswer>(client, draftOf(listing.id));
    expect(edit.draft?.fields).toEqual({ title: "Edited" });

    // Someone else's drafts are their own.
    const other = await signedInClient(t, { role: "realtor" });
    expect(await getJson<ListingDraftAnswer>(other.client, NEW)).toEqual({ draft: null });

    expect((await client.delete(NEW)).status).toBe(204);
    expect(await getJson<ListingDraftAnswer>(client, NEW)).toEqual({ draft: null });
    expect((await getJson<ListingDraftAnswer>(client, draftOf(listing.id))).draft).not.toBeNull();
  });

  it("refuses another realtor's listing and an unknown one, as the listing itself does", async () => {
    const owner = await signedInClient(t, { role: "realtor" });
    const listing = await createProperty(t, { realtorId: owner.account.id });
    const { client } = await signedInClient(t, { role: "realtor" });
    expect((await client.put(draftOf(listing.id), values("Mine now"))).status).toBe(403);
    expect((await client.get(draftOf(listing.id))).status).toBe(403);
    expect((await client.get(draftOf("not-a-listing"))).status).toBe(404);
    const admin = await signedInClient(t, { role: "admin" });
    expect((await admin.client.put(draftOf(listing.id), values("Admin's"))).status).toBe(200);
    // The admin's draft is not the owner's.
    const ownerDraft = await getJson<ListingDraftAnswer>(owner.client, draftOf(listing.id));
    expect(ownerDraft.draft).toBeNull();
  });

  it("bounds a draft's size, its fields and its photos", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const huge = { fields: { description: "x".repeat(LISTING_DRAFT_MAX_BYTES) }, photos: [] };
    expect(await issuesOf(await client.put(NEW, huge))).toHaveProperty("fields");
    const many = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`f${i}`, ""]));
    expect(await issuesOf(await client.put(NEW, { fields: many, photos: [] }))).toHaveProperty(
      "fields",
    );
    const badPhoto = { fields: {}, photos: [{ uploadId: "nope", label: "", isCover: true }] };
    expect((await client.put(NEW, badPhoto)).status).toBe(400);
    expect((await client.put(NEW, "just text")).status).toBe(400);
    expect(await getJson<ListingDraftAnswer>(client, NEW)).toEqual({ draft: null });
  });

  it("gives staged photos their images and leaves out those whose upload expired", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const [kept, expired] = await stagePhotos(client, 2);
    if (!kept || !expired) throw new Error("no uploads");
    await client.put(NEW, {
      fields: { title: "With photos" },
      photos: [
        { uploadId: expired.uploadId, label: "Old", isCover: true },
        { uploadId: kept.uploadId, label: "Kitchen", isCover: false },
      ],
    });
    await ageUpload(t, expired.uploadId, 25);
    const { draft } = await getJson<ListingDraftAnswer>(client, NEW);
    expect(draft?.expiredPhotos).toBe(1);
    expect(draft?.photos).toEqual([
      {
        uploadId: kept.uploadId,
        label: "Kitchen",
        isCover: false,
        image: expect.objectContaining({ src: kept.src, width: kept.width }),
      },
    ]);
  });

  it("is removed when the listing is saved, new or edited", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    await client.put(NEW, values("About to be created"));
    const [upload] = await stagePhotos(client, 1);
    const created = await client.post(
      "/api/manage/properties",
      propertyForm({ images: [{ uploadId: upload?.uploadId ?? "" }] }),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await getJson<ListingDraftAnswer>(client, NEW)).toEqual({ draft: null });

    await client.put(draftOf(id), values("About to be saved"));
    const [again] = await stagePhotos(client, 1);
    const saved = await client.put(
      `/api/manage/properties/${id}`,
      propertyForm({ images: [{ uploadId: again?.uploadId ?? "" }] }),
    );
    expect(saved.status).toBe(200);
    expect(await getJson<ListingDraftAnswer>(client, draftOf(id))).toEqual({ draft: null });
  });
});
