import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MANAGE_PROPERTY_MESSAGES } from "../../src/shared/manage-properties";
import type { PropertyDetail } from "../../src/shared/properties";
import { activitiesAbout } from "../factories/admin";
import {
  ageUpload,
  createListing,
  keptImages,
  managedDetail,
  propertyForm,
  putJson,
  stagedRow,
  stagePhotos,
  storedRenditions,
} from "../factories/manage-properties";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const realtor = () => signedInClient(t, { role: "realtor" });

function edit(client: TestClient, id: string, images: unknown[], title?: string) {
  return putJson(
    client,
    `/api/manage/properties/${id}`,
    propertyForm({ images: images as never, ...(title ? { title } : {}) }),
  );
}

async function editOk(client: TestClient, id: string, images: unknown[]): Promise<PropertyDetail> {
  const response = await edit(client, id, images);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(await response.json()).toEqual({ id });
  return managedDetail(client, id);
}

const covers = (detail: PropertyDetail) => detail.images.map((image) => image.isCover);

async function imagesIssue(response: Response) {
  expect(response.status, await response.clone().text()).toBe(400);
  return ((await response.json()) as { issues: { path: string; message: string }[] }).issues;
}

describe("photos on create", () => {
  it("keeps the order, the labels and the uploads' files, makes the first the cover, consumes the uploads", async () => {
    const { client } = await realtor();
    const staged = await stagePhotos(client, 3);
    const response = await client.post(
      "/api/manage/properties",
      propertyForm({
        images: staged.map((image, i) => ({ uploadId: image.uploadId, label: `Room ${i}` })),
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const detail = await managedDetail(client, id);
    expect(detail.images.map((image) => [image.id, image.label, image.src])).toEqual(
      staged.map((image, i) => [image.uploadId, `Room ${i}`, image.src]),
    );
    expect(covers(detail)).toEqual([true, false, false]);
    expect(detail.image?.src).toBe(staged[0]?.src);
    for (const image of staged) {
      expect(await stagedRow(t, image.uploadId)).toBeUndefined();
      expect(await storedRenditions(t, image)).toBe(1);
    }
  });

  it("makes the marked photo the cover and refuses two covers", async () => {
    const { client } = await realtor();
    const staged = await stagePhotos(client, 3);
    const { id } = await createListing(client, {
      images: staged.map((image, i) => ({ uploadId: image.uploadId, isCover: i === 2 })),
    });
    expect(covers(await managedDetail(client, id))).toEqual([false, false, true]);

    const more = await stagePhotos(client, 2);
    const response = await client.post(
      "/api/manage/properties",
      propertyForm({ images: more.map((image) => ({ uploadId: image.uploadId, isCover: true })) }),
    );
    expect(await imagesIssue(response)).toEqual([
      { path: "images", message: "Only one photo can be the cover." },
    ]);
  });

  it("refuses another user's upload, an expired one, an unknown one and a repeated one", async () => {
    const { client } = await realtor();
    const { client: other } = await realtor();
    const [theirs] = await stagePhotos(other, 1);
    const [old, mine] = await stagePhotos(client, 2);
    await ageUpload(t, old?.uploadId as string, 25);
    const cases: [string, unknown[], string][] = [
      ["another user's", [{ uploadId: theirs?.uploadId }], MANAGE_PROPERTY_MESSAGES.uploadNotFound],
      ["expired", [{ uploadId: old?.uploadId }], MANAGE_PROPERTY_MESSAGES.uploadNotFound],
      ["unknown", [{ uploadId: randomUUID() }], MANAGE_PROPERTY_MESSAGES.uploadNotFound],
      ["a photo id on create", [{ id: randomUUID() }], MANAGE_PROPERTY_MESSAGES.imageNotFound],
      [
        "repeated",
        [{ uploadId: mine?.uploadId }, { uploadId: mine?.uploadId }],
        MANAGE_PROPERTY_MESSAGES.duplicateImage,
      ],
    ];
    for (const [name, images, message] of cases) {
      const response = await client.post(
        "/api/manage/properties",
        propertyForm({ images: images as never }),
      );
      expect(await imagesIssue(response), name).toEqual([{ path: "images", message }]);
    }
    expect(await stagedRow(t, theirs?.uploadId as string)).toBeDefined();
    expect(await stagedRow(t, mine?.uploadId as string)).toBeDefined();
  });

  it("is all or nothing: one bad upload among good ones leaves no listing and consumes nothing", async () => {
    const { client } = await realtor();
    const good = await stagePhotos(client, 2);
    const response = await client.post(
      "/api/manage/properties",
      propertyForm({
        title: "Half Made House",
        images: [
          ...good.map((image) => ({ uploadId: image.uploadId })),
          { uploadId: randomUUID() },
        ],
      }),
    );
    expect(response.status).toBe(400);
    const list = await client.get("/api/manage/properties?q=half made");
    expect(((await list.json()) as { total: number }).total).toBe(0);
    for (const image of good) {
      expect(await stagedRow(t, image.uploadId)).toBeDefined();
      expect(await storedRenditions(t, image)).toBe(1);
    }
    // The same uploads still serve a save that succeeds.
    const retry = await client.post(
      "/api/manage/properties",
      propertyForm({ images: good.map((image) => ({ uploadId: image.uploadId })) }),
    );
    expect(retry.status).toBe(201);
  });
});

describe("photos on edit", () => {
  it("reorders, relabels and moves the cover to the chosen photo (clearing the others)", async () => {
    const { client } = await realtor();
    const { id } = await createListing(client, {}, 3);
    const before = await managedDetail(client, id);
    const [a, b, c] = keptImages(before);
    const after = await editOk(client, id, [
      { ...c, label: "Kitchen", isCover: false },
      { ...a, label: "Front", isCover: false },
      { ...b, label: "", isCover: true },
    ]);
    expect(after.images.map((image) => [image.id, image.label, image.isCover])).toEqual([
      [c?.id, "Kitchen", false],
      [a?.id, "Front", false],
      [b?.id, "", true],
    ]);
    expect(after.image?.src).toBe(before.images[1]?.src);
  });

  it("keeps each photo's focal point, on the listing and its card, and refuses one off the photo", async () => {
    const { client } = await realtor();
    const { id } = await createListing(client, {}, 2);
    const [a, b] = keptImages(await managedDetail(client, id));
    const after = await editOk(client, id, [
      { ...a, focus: { x: 0.15, y: 0.8 } },
      { ...b, focus: null },
    ]);
    expect(after.images.map((image) => image.focus)).toEqual([{ x: 0.15, y: 0.8 }, null]);
    expect(after.image?.focus).toEqual({ x: 0.15, y: 0.8 });

    const issues = await imagesIssue(await edit(client, id, [{ ...a, focus: { x: 1.5, y: 0.5 } }]));
    expect(issues).toContainEqual({
      path: "images.0.focus.x",
      message: "The focal point must lie on the photo.",
    });
    expect((await managedDetail(client, id)).images[0]?.focus).toEqual({ x: 0.15, y: 0.8 });
  });

  it("removes left-out photos, rows and files, and promotes the first remaining when the cover goes", async () => {
    const { client } = await realtor();
    const { id } = await createListing(client, {}, 3);
    const before = await managedDetail(client, id);
    expect(covers(before)).toEqual([true, false, false]);
    const [cover, second, third] = before.images;
    const after = await editOk(client, id, [
      { id: third?.id, label: "Third", isCover: false },
      { id: second?.id, label: "Second", isCover: false },
    ]);
    expect(after.images.map((image) => [image.id, image.isCover])).toEqual([
      [third?.id, true],
      [second?.id, false],
    ]);
    expect(await storedRenditions(t, cover as PropertyDetail["images"][number])).toBe(0);
    expect((await client.get(cover?.src as string)).status).toBe(404);
    expect(await storedRenditions(t, third as PropertyDetail["images"][number])).toBe(1);
  });

  it("adds new uploads among the kept photos, a new one as the cover", async () => {
    const { client } = await realtor();
    const { id } = await createListing(client, {}, 2);
    const [first, second] = keptImages(await managedDetail(client, id));
    const [added] = await stagePhotos(client, 1);
    const after = await editOk(client, id, [
      { ...second, isCover: false },
      { uploadId: added?.uploadId, label: "New view", isCover: true },
      { ...first, isCover: false },
    ]);
    expect(after.images.map((image) => [image.id, image.isCover])).toEqual([
      [second?.id, false],
      [added?.uploadId, true],
      [first?.id, false],
    ]);
    expect(await stagedRow(t, added?.uploadId as string)).toBeUndefined();
  });

  it("refuses another listing's photo and changes nothing when a save fails midway", async () => {
    const { client } = await realtor();
    const { id } = await createListing(client, { title: "Steady Home" }, 2);
    const { id: otherId } = await createListing(client, {}, 1);
    const before = await managedDetail(client, id);
    const [foreign] = keptImages(await managedDetail(client, otherId));
    const [fresh] = await stagePhotos(client, 1);

    const stolen = await edit(client, id, [...keptImages(before), { ...foreign, isCover: false }]);
    expect(await imagesIssue(stolen)).toEqual([
      { path: "images", message: MANAGE_PROPERTY_MESSAGES.imageNotFound },
    ]);

    // Drops a photo, adds a good upload, relabels, and names one upload that does not exist.
    const [first] = keptImages(before);
    const failed = await edit(
      client,
      id,
      [{ ...first, label: "Renamed" }, { uploadId: fresh?.uploadId }, { uploadId: randomUUID() }],
      "Changed Title",
    );
    expect(failed.status).toBe(400);
    expect(await managedDetail(client, id)).toEqual(before);
    for (const image of before.images) expect(await storedRenditions(t, image)).toBe(1);
    expect(await stagedRow(t, fresh?.uploadId as string)).toBeDefined();
    expect((await activitiesAbout(t, id)).map((row) => row.action)).toEqual(["property_created"]);
  });
});
