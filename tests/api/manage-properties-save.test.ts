import { describe, expect, it } from "vitest";
import type { PropertyDetail, PropertySearchPage } from "../../src/shared/properties";
import { activitiesAbout } from "../factories/admin";
import {
  createListing,
  keptImages,
  managedDetail,
  propertyForm,
  putJson,
  stagePhotos,
} from "../factories/manage-properties";
import { signedInClient } from "../factories/users";
import { getJson, issuesOf } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const realtor = () => signedInClient(t, { role: "realtor", name: "Rita Realtor" });
const admin = () => signedInClient(t, { role: "admin", name: "Ada Admin" });

const HALF_POSITION =
  "Give both latitude and longitude, or clear both to place the listing by its ZIP.";

describe("POST /api/manage/properties: the form rules", () => {
  it("answers each rule with its message and writes nothing", async () => {
    const { client } = await realtor();
    const [image] = await stagePhotos(client, 1);
    const images = [{ uploadId: image?.uploadId }];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "A" }, "title", "Title must be at least 2 characters."],
      [{ description: "Too short" }, "description", "Description must be at least 10 characters."],
      [{ price: "" }, "price", "Price is required"],
      [{ price: undefined }, "price", "Price is required"],
      [{ address: "1 Rd" }, "address", "Address must be at least 5 characters."],
      [{ bedrooms: -1 }, "bedrooms", "Bedrooms must be a positive integer."],
      [{ bedrooms: 2.5 }, "bedrooms", "Bedrooms must be a positive integer."],
      [{ bathrooms: -0.5 }, "bathrooms", "Bathrooms must be positive."],
      [{ bathrooms: 1.25 }, "bathrooms", "Bathrooms go in steps of 0.5."],
      [{ squareFeet: -5 }, "squareFeet", "Square feet must be a positive integer."],
      [{ squareFeet: 12.5 }, "squareFeet", "Square feet must be a positive integer."],
      [{ images: [] }, "images", "At least one image is required"],
      [{ latitude: undefined }, "latitude", HALF_POSITION],
      [{ longitude: null }, "longitude", HALF_POSITION],
      [{ latitude: "30.2" }, "latitude", "Latitude must be a number of degrees."],
      [{ latitude: 91 }, "latitude", "Latitude must be between -90 and 90."],
      [{ longitude: -180.5 }, "longitude", "Longitude must be between -180 and 180."],
    ];
    for (const [override, path, message] of cases) {
      const response = await client.post(
        "/api/manage/properties",
        propertyForm({ images, ...override }),
      );
      expect((await issuesOf(response))[path], JSON.stringify(override)).toBe(message);
    }
    const own = await getJson<{ total: number }>(client, "/api/manage/properties");
    expect(own.total).toBe(0);
  });

  it("accepts a price with thousands separators and half bathrooms, and stores every field", async () => {
    const { client, account } = await realtor();
    const { id } = await createListing(client, {
      title: "Lakeside Cottage",
      price: "1,250,000",
      bathrooms: "2.5",
      propertyType: "Villa",
      amenities: ["Pool", "Garden", "Pool"],
      yearBuilt: "1998",
      lotSizeAcres: "0.75",
      stories: 2,
      garageSpaces: "",
      condition: "Excellent",
      interiorFeatures: ["Fireplace"],
      exteriorFeatures: ["Deck"],
      communityFeatures: ["Lake access"],
      nearbyAmenities: [{ name: "Marina", distance: "0.5 miles" }],
      latitude: 30.2672,
      longitude: -97.7431,
    });
    const detail = await managedDetail(client, id);
    expect(detail).toMatchObject({
      title: "Lakeside Cottage",
      price: 1_250_000,
      bathrooms: 2.5,
      propertyType: "Villa",
      amenities: ["Pool", "Garden"],
      yearBuilt: 1998,
      lotSizeAcres: 0.75,
      stories: 2,
      garageSpaces: null,
      condition: "Excellent",
      interiorFeatures: ["Fireplace"],
      exteriorFeatures: ["Deck"],
      communityFeatures: ["Lake access"],
      nearbyAmenities: [{ name: "Marina", distance: "0.5 miles" }],
      latitude: 30.2672,
      longitude: -97.7431,
      isFeatured: false,
    });
    expect(detail.assignedRealtor?.id).toBe(account.id);
  });

  it("refuses the same rules on edit and leaves the listing as it was", async () => {
    const { client } = await realtor();
    const { id } = await createListing(client, { title: "Unchanged Home" });
    const before = await managedDetail(client, id);
    const response = await putJson(
      client,
      `/api/manage/properties/${id}`,
      propertyForm({ title: "Changed", bathrooms: 1.3, images: keptImages(before) }),
    );
    expect((await issuesOf(response)).bathrooms).toBe("Bathrooms go in steps of 0.5.");
    expect(await managedDetail(client, id)).toEqual(before);
  });
});

describe("is_featured", () => {
  it("is ignored for a realtor on create and left unchanged on edit", async () => {
    const { client } = await realtor();
    const { id } = await createListing(client, { isFeatured: true });
    expect((await managedDetail(client, id)).isFeatured).toBe(false);

    const { client: adminClient } = await admin();
    const feature = await adminClient.patch(`/api/manage/properties/${id}/featured`, {
      isFeatured: true,
    });
    expect(feature.status).toBe(200);
    const featured = await managedDetail(client, id);
    const edit = await putJson(
      client,
      `/api/manage/properties/${id}`,
      propertyForm({ title: "Realtor Edit", isFeatured: false, images: keptImages(featured) }),
    );
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect(await managedDetail(client, id)).toMatchObject({
      title: "Realtor Edit",
      isFeatured: true,
    });
  });

  it("is applied for an administrator on create and edit", async () => {
    const { client } = await admin();
    const { id } = await createListing(client, { isFeatured: true });
    const created = await managedDetail(client, id);
    expect(created.isFeatured).toBe(true);
    const edit = await putJson(
      client,
      `/api/manage/properties/${id}`,
      propertyForm({ isFeatured: false, images: keptImages(created) }),
    );
    expect(edit.status).toBe(200);
    expect((await managedDetail(client, id)).isFeatured).toBe(false);
  });
});

describe("activity rows", () => {
  it("records create, edit, feature, unfeature and delete with the actor and the title", async () => {
    const { client: realtorClient, account: realtorAccount } = await realtor();
    const { id } = await createListing(realtorClient, { title: "Logged Loft" });
    const detail = await managedDetail(realtorClient, id);
    await putJson(
      realtorClient,
      `/api/manage/properties/${id}`,
      propertyForm({ title: "Logged Loft II", images: keptImages(detail) }),
    );
    const { client: adminClient, account: adminAccount } = await admin();
    for (const isFeatured of [true, false]) {
      await adminClient.patch(`/api/manage/properties/${id}/featured`, { isFeatured });
    }
    expect((await adminClient.delete(`/api/manage/properties/${id}`)).status).toBe(204);
    const rows = await activitiesAbout(t, id);
    expect(rows.map((row) => [row.action, row.adminId, row.targetType, row.details])).toEqual([
      ["property_created", realtorAccount.id, "property", { title: "Logged Loft" }],
      ["property_updated", realtorAccount.id, "property", { title: "Logged Loft II" }],
      ["property_featured", adminAccount.id, "property", { title: "Logged Loft II" }],
      ["property_unfeatured", adminAccount.id, "property", { title: "Logged Loft II" }],
      ["property_deleted", adminAccount.id, "property", { title: "Logged Loft II" }],
    ]);
  });

  it("writes no row for a refused save", async () => {
    const { client } = await realtor();
    const { id } = await createListing(client);
    const detail = await managedDetail(client, id);
    await putJson(
      client,
      `/api/manage/properties/${id}`,
      propertyForm({ title: "X", images: keptImages(detail) }),
    );
    expect((await activitiesAbout(t, id)).map((row) => row.action)).toEqual(["property_created"]);
  });
});

describe("the public pages show the change at once", () => {
  it("finds a created listing, its edit, and nothing after the delete", async () => {
    const visitor = new TestClient(t);
    const { client } = await realtor();
    const { id } = await createListing(client, { title: "Zephyr Harbor Villa" }, 2);
    const found = await getJson<PropertySearchPage>(visitor, "/api/properties?q=zephyr");
    expect(found.items.map((item) => item.id)).toEqual([id]);
    const publicDetail = await getJson<PropertyDetail>(visitor, `/api/properties/${id}`);
    expect(publicDetail.images).toHaveLength(2);

    const edit = await putJson(
      client,
      `/api/manage/properties/${id}`,
      propertyForm({
        title: "Quokka Harbor Villa",
        price: 999_000,
        images: keptImages(publicDetail).slice(1),
      }),
    );
    expect(edit.status).toBe(200);
    expect((await getJson<PropertySearchPage>(visitor, "/api/properties?q=zephyr")).items).toEqual(
      [],
    );
    const renamed = await getJson<PropertySearchPage>(visitor, "/api/properties?q=quokka");
    expect(renamed.items.map((item) => [item.id, item.price])).toEqual([[id, 999_000]]);
    const edited = await getJson<PropertyDetail>(visitor, `/api/properties/${id}`);
    expect(edited.title).toBe("Quokka Harbor Villa");
    expect(edited.images.map((image) => image.id)).toEqual([publicDetail.images[1]?.id]);

    expect((await client.delete(`/api/manage/properties/${id}`)).status).toBe(204);
    expect((await visitor.get(`/api/properties/${id}`)).status).toBe(404);
    expect((await getJson<PropertySearchPage>(visitor, "/api/properties?q=quokka")).items).toEqual(
      [],
    );
  });
});
