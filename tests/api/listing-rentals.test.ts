import { describe, expect, it } from "vitest";
import type { PropertyDetail } from "../../src/shared/properties";
import {
  createListing,
  editListing,
  propertyForm,
  stagePhotos,
} from "../factories/manage-properties";
import { signedInClient } from "../factories/users";
import { getJson, issuesOf } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

const TERMS = {
  offer: "rent",
  price: "2,400",
  deposit: "3000",
  leaseMonths: "12",
  availableFrom: "2027-01-01",
  petsCats: true,
  petsDogs: false,
  furnished: true,
  utilitiesIncluded: false,
  applicantRequirements: "Income three times the rent; references.",
} as const;

describe("a listing for rent", () => {
  it("keeps its monthly rent and terms, and answers them on its page", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(client, { title: "Rented Loft", ...TERMS });
    const detail = await getJson<PropertyDetail>(t.client, `/api/properties/${id}`);
    expect(detail).toMatchObject({ offer: "rent", price: 2_400, status: "active" });
    expect(detail.rental).toEqual({
      deposit: 3_000,
      leaseMonths: 12,
      availableFrom: "2027-01-01",
      petsCats: true,
      petsDogs: false,
      furnished: true,
      utilitiesIncluded: false,
      applicantRequirements: "Income three times the rent; references.",
    });
  });

  it("refuses terms out of range with a message per field, and saves nothing", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const staged = await stagePhotos(client, 1);
    const response = await client.post(
      "/api/manage/properties",
      propertyForm({
        images: staged.map((image) => ({ uploadId: image.uploadId })),
        title: "Bad Terms",
        ...TERMS,
        deposit: "-5",
        leaseMonths: "0",
        availableFrom: "soon",
        applicantRequirements: "x".repeat(1001),
      }),
    );
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual({
      deposit: "Deposit must be a whole number.",
      leaseMonths: "Lease length must be at least 1.",
      availableFrom: "Available from must be a date.",
      applicantRequirements: "Applicant requirements must be at most 1,000 characters.",
    });
    const found = await getJson<{ items: unknown[] }>(
      t.client,
      "/api/properties?q=bad+terms&offer=rent",
    );
    expect(found.items).toEqual([]);
  });

  it("drops the rental terms when it is offered for sale again", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const { id, staged } = await createListing(client, { title: "Switching Home", ...TERMS });
    await editListing(client, id, staged, {
      title: "Switching Home",
      ...TERMS,
      offer: "sale",
      price: "450,000",
    });
    const detail = await getJson<PropertyDetail>(t.client, `/api/properties/${id}`);
    expect(detail).toMatchObject({ offer: "sale", price: 450_000, rental: null });
  });
});
