import { describe, expect, it } from "vitest";
import type { PropertyDetail } from "../../src/shared/properties";
import { createListing, propertyForm, stagePhotos } from "../factories/manage-properties";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

/** Decision 012: a studio has 0 bedrooms, land has no rooms at all. */
describe("studios and land", () => {
  it("lists a studio with 0 bedrooms and a plot of land with no rooms", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const studio = await createListing(client, {
      title: "Downtown Studio",
      propertyType: "Apartment",
      bedrooms: "0",
      bathrooms: "1",
    });
    const plot = await createListing(client, {
      title: "Hillside Plot",
      propertyType: "Land",
      bedrooms: "0",
      bathrooms: "0",
    });
    const studioDetail = await getJson<PropertyDetail>(t.client, `/api/properties/${studio.id}`);
    expect(studioDetail).toMatchObject({ bedrooms: 0, bathrooms: 1, propertyType: "Apartment" });
    const plotDetail = await getJson<PropertyDetail>(t.client, `/api/properties/${plot.id}`);
    expect(plotDetail).toMatchObject({ bedrooms: 0, bathrooms: 0, propertyType: "Land" });
  });

  it("refuses rooms on land, and negative or fractional rooms anywhere, with the specified words", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const [image] = await stagePhotos(client, 1);
    const images = [{ uploadId: image?.uploadId }];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ propertyType: "Land", bedrooms: 2 }, "bedrooms", "Land has no bedrooms: enter 0."],
      [{ propertyType: "Land", bathrooms: 1 }, "bathrooms", "Land has no bathrooms: enter 0."],
      [{ bedrooms: -1 }, "bedrooms", "Bedrooms must be a positive integer."],
      [{ bedrooms: 0.5 }, "bedrooms", "Bedrooms must be a positive integer."],
      [{ bathrooms: -1 }, "bathrooms", "Bathrooms must be positive."],
    ];
    for (const [override, path, message] of cases) {
      const response = await client.post(
        "/api/manage/properties",
        propertyForm({ images, ...override }),
      );
      expect(response.status, JSON.stringify(override)).toBe(400);
      const body = (await response.json()) as { issues: { path: string; message: string }[] };
      expect(body.issues, JSON.stringify(override)).toContainEqual({ path, message });
    }
  });
});
