import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";
import { stagedUploads } from "../../src/server/platform/db/schema";
import type {
  ManagedPropertyDetail,
  StagedPropertyImage,
} from "../../src/shared/manage-properties";
import type { PropertyDetail, ResponsiveImage } from "../../src/shared/properties";
import type { PropertyFormInput } from "../../src/shared/schemas/property-form";
import type { TestApp } from "../setup/test-app";
import type { TestClient } from "../setup/test-client";

let counter = 0;

/** A small JPEG made on the fly; the colour makes each one different. */
export function photo(width = 640, height = 480): Promise<Buffer> {
  counter += 1;
  return sharp({
    create: { width, height, channels: 3, background: { r: counter % 255, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
}

/** POST /api/manage/uploads/images with `bytes` as the "image" part. */
export function uploadImage(client: TestClient, bytes: Uint8Array | string, name = "photo.jpg") {
  const form = new FormData();
  const part = typeof bytes === "string" ? bytes : new Uint8Array(bytes);
  form.append("image", new File([part], name, { type: "image/jpeg" }));
  return client.request("POST", "/api/manage/uploads/images", { body: form });
}

/** Uploads `n` fresh photos and expects each to be accepted. */
export async function stagePhotos(client: TestClient, n = 1): Promise<StagedPropertyImage[]> {
  const staged: StagedPropertyImage[] = [];
  for (let i = 0; i < n; i++) {
    const response = await uploadImage(client, await photo(320, 240));
    expect(response.status, await response.clone().text()).toBe(201);
    staged.push((await response.json()) as StagedPropertyImage);
  }
  return staged;
}

/** A valid form (every rule met) without photos; add `images` for the case at hand. */
export function propertyForm(overrides: Partial<PropertyFormInput> = {}): PropertyFormInput {
  counter += 1;
  return {
    title: `Managed Listing ${counter}`,
    description: "A bright home with a garden, made by a test.",
    price: "425,000",
    address: `${100 + counter} Maple Avenue`,
    city: "Springfield",
    state: "IL",
    zip: "62704",
    // 62704's centroid (Springfield, IL).
    latitude: 39.7725,
    longitude: -89.6889,
    bedrooms: 3,
    bathrooms: 2.5,
    squareFeet: 1800,
    propertyType: "House",
    amenities: ["Garage"],
    images: [],
    ...overrides,
    // A test may set a field to undefined to leave it out of the JSON.
  } as PropertyFormInput;
}

export function putJson(client: TestClient, path: string, json: unknown) {
  return client.request("PUT", path, { json });
}

/** Creates a listing through the API with freshly uploaded photos; expects 201. */
export async function createListing(
  client: TestClient,
  overrides: Partial<PropertyFormInput> = {},
  photos = 1,
): Promise<{ id: string; staged: StagedPropertyImage[] }> {
  const staged = await stagePhotos(client, photos);
  const response = await client.post(
    "/api/manage/properties",
    propertyForm({ images: staged.map((image) => ({ uploadId: image.uploadId })), ...overrides }),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, staged };
}

/**
 * Edits a listing made by createListing through the API, keeping its photos (`staged`), with the
 * form's fields as `fields` says; expects 200.
 */
export async function editListing(
  client: TestClient,
  id: string,
  staged: StagedPropertyImage[],
  fields: Partial<PropertyFormInput>,
): Promise<void> {
  const images = staged.map((image) => ({ id: image.uploadId }));
  const response = await putJson(
    client,
    `/api/manage/properties/${id}`,
    propertyForm({ ...fields, images }),
  );
  expect(response.status, await response.clone().text()).toBe(200);
}

/** GET /api/manage/properties/:id, expecting 200. */
export async function managedDetail(
  client: TestClient,
  id: string,
): Promise<ManagedPropertyDetail> {
  const response = await client.get(`/api/manage/properties/${id}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ManagedPropertyDetail;
}

/** The form's images for a listing's current photos, as the edit dialog sends them. */
export function keptImages(detail: PropertyDetail) {
  return detail.images.map((image) => ({
    id: image.id,
    label: image.label,
    isCover: image.isCover,
  }));
}

/** How many of an image's renditions (its srcSet URLs) are still in storage. */
export async function storedRenditions(testApp: TestApp, image: ResponsiveImage): Promise<number> {
  const keys = image.srcSet
    .split(", ")
    .map((entry) => decodeURIComponent((entry.split(" ")[0] ?? "").replace(/^\/media\//, "")));
  const stats = await Promise.all(keys.map((key) => testApp.deps.storage.stat(key)));
  return stats.filter((stat) => stat !== null).length;
}

export async function stagedRow(testApp: TestApp, uploadId: string) {
  const [row] = await testApp.deps.db
    .select()
    .from(stagedUploads)
    .where(eq(stagedUploads.id, uploadId));
  return row;
}

/** Moves an upload's creation time back, e.g. past the one-day limit. */
export async function ageUpload(testApp: TestApp, uploadId: string, hours: number) {
  await testApp.deps.db
    .update(stagedUploads)
    .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
    .where(eq(stagedUploads.id, uploadId));
}
