import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MANAGE_PROPERTY_MESSAGES } from "../../src/shared/manage-properties";
import {
  createListing,
  keptImages,
  managedDetail,
  propertyForm,
  putJson,
  storedRenditions,
} from "../factories/manage-properties";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

/** Every management call on listing `id`, as [name, request]. */
function calls(client: TestClient, id: string, body: unknown) {
  return [
    ["GET", () => client.get(`/api/manage/properties/${id}`)],
    ["PUT", () => putJson(client, `/api/manage/properties/${id}`, body)],
    ["DELETE", () => client.delete(`/api/manage/properties/${id}`)],
  ] as const;
}

describe("who may manage a listing", () => {
  it("answers 401 signed out and 403 to users and photographers, on every route", async () => {
    const { client: owner } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(owner);
    const body = propertyForm({ images: keptImages(await managedDetail(owner, id)) });
    const anonymous = new TestClient(t);
    const others = [
      [401, anonymous],
      [403, (await signedInClient(t, { role: "user" })).client],
      [403, (await signedInClient(t, { role: "photographer" })).client],
    ] as const;
    for (const [status, client] of others) {
      const requests = [
        ...calls(client, id, body),
        ["LIST", () => client.get("/api/manage/properties")],
        ["POST", () => client.post("/api/manage/properties", body)],
        [
          "FEATURE",
          () => client.patch(`/api/manage/properties/${id}/featured`, { isFeatured: true }),
        ],
        ["PLACES", () => client.get("/api/manage/places?q=austin")],
      ] as const;
      for (const [name, request] of requests) {
        expect((await request()).status, `${name} ${status}`).toBe(status);
      }
    }
    expect((await managedDetail(owner, id)).isFeatured).toBe(false);
  });

  it("answers 403 to a realtor for another realtor's listing and changes nothing", async () => {
    const { client: owner } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(owner, { title: "Not Yours Manor" });
    const before = await managedDetail(owner, id);
    const { client: other } = await signedInClient(t, { role: "realtor" });
    const body = propertyForm({ title: "Taken Over", images: keptImages(before) });
    for (const [name, request] of calls(other, id, body)) {
      const response = await request();
      expect(response.status, name).toBe(403);
      expect(await response.json(), name).toEqual({
        code: "FORBIDDEN",
        message: MANAGE_PROPERTY_MESSAGES.notYours,
      });
    }
    expect(await managedDetail(owner, id)).toEqual(before);
    for (const image of before.images) expect(await storedRenditions(t, image)).toBe(1);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const role of ["realtor", "admin"] as const) {
      const { client } = await signedInClient(t, { role });
      for (const id of [randomUUID(), "not-an-id", "1"]) {
        for (const [name, request] of calls(
          client,
          id,
          propertyForm({ images: [{ uploadId: randomUUID() }] }),
        )) {
          const response = await request();
          expect(response.status, `${role} ${name} ${id}`).toBe(404);
          expect((await response.json()).message).toBe(MANAGE_PROPERTY_MESSAGES.notFound);
        }
      }
      if (role === "admin") {
        const response = await client.patch(`/api/manage/properties/${randomUUID()}/featured`, {
          isFeatured: true,
        });
        expect(response.status).toBe(404);
      }
    }
  });

  it("lets an administrator read, edit and delete any realtor's listing", async () => {
    const { client: owner, account } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(owner, {}, 2);
    const { client: admin } = await signedInClient(t, { role: "admin" });
    const detail = await managedDetail(admin, id);
    const response = await putJson(
      admin,
      `/api/manage/properties/${id}`,
      propertyForm({ title: "Edited By Admin", images: keptImages(detail) }),
    );
    expect(response.status).toBe(200);
    const edited = await managedDetail(owner, id);
    expect(edited.title).toBe("Edited By Admin");
    // The listing stays the realtor's.
    expect(edited.assignedRealtor?.id).toBe(account.id);
    expect((await admin.delete(`/api/manage/properties/${id}`)).status).toBe(204);
    for (const image of detail.images) expect(await storedRenditions(t, image)).toBe(0);
    expect((await owner.get(`/api/manage/properties/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/manage/properties/${id}`)).status).toBe(404);
  });

  it("lets a realtor delete their own listing with its photo files", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(client, {}, 2);
    const detail = await managedDetail(client, id);
    expect((await client.delete(`/api/manage/properties/${id}`)).status).toBe(204);
    for (const image of detail.images) {
      expect(await storedRenditions(t, image)).toBe(0);
      expect((await client.get(image.src)).status).toBe(404);
    }
  });
});

describe("PATCH /api/manage/properties/:id/featured", () => {
  it("is for administrators only", async () => {
    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    const { id } = await createListing(realtor);
    const refused = await realtor.patch(`/api/manage/properties/${id}/featured`, {
      isFeatured: true,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: "FORBIDDEN",
      message: MANAGE_PROPERTY_MESSAGES.featureAdminOnly,
    });
    expect((await managedDetail(realtor, id)).isFeatured).toBe(false);

    const { client: admin } = await signedInClient(t, { role: "admin" });
    for (const isFeatured of [true, false, true]) {
      const response = await admin.patch(`/api/manage/properties/${id}/featured`, { isFeatured });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id, isFeatured });
      expect((await managedDetail(realtor, id)).isFeatured).toBe(isFeatured);
    }
    const bad = await admin.patch(`/api/manage/properties/${id}/featured`, { isFeatured: "yes" });
    expect(bad.status).toBe(400);
  });
});
