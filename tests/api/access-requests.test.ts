import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessRequests, notifications, profiles, user } from "../../src/server/platform/db/schema";
import type { MyAccessRequest } from "../../src/shared/schemas/access-requests";
import { createUser, signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

// Each test signs in fresh accounts; the sign-in limit is not what these tests are about.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const realtorRequest = {
  requestType: "realtor",
  fullName: "Rita Realtor",
  brokerageName: "Prairie Homes",
  brokerageEmail: "rita@prairie.example",
  licenseNumber: "IL-12345",
};

const photographerRequest = {
  requestType: "photographer",
  fullName: "Pat Lens",
  companyName: "Lens & Light",
  companyWebsite: "https://lens.example",
};

const submit = (client: TestClient, body: unknown) => client.post("/api/access-requests", body);

async function mine(client: TestClient): Promise<MyAccessRequest[]> {
  const response = await client.get("/api/access-requests/mine");
  expect(response.status).toBe(200);
  return (await response.json()) as MyAccessRequest[];
}

async function profileOf(userId: string) {
  const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

const requestsOf = (userId: string) =>
  t.deps.db.select().from(accessRequests).where(eq(accessRequests.userId, userId));

describe("POST /api/access-requests", () => {
  it("tells each confirmed, active administrator, and nobody else", async () => {
    const admin = await createUser(t, { role: "admin" });
    const unconfirmed = await createUser(t, { role: "admin" });
    await t.deps.db.update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed.id));
    const suspended = await createUser(t, { role: "admin" });
    await t.deps.db.update(user).set({ banned: true }).where(eq(user.id, suspended.id));
    const { client, account } = await signedInClient(t);
    expect((await submit(client, photographerRequest)).status).toBe(201);
    const told = (id: string) =>
      t.deps.db.select().from(notifications).where(eq(notifications.userId, id));
    expect(await told(admin.id)).toEqual([
      expect.objectContaining({
        kind: "access_request_received",
        title: "New photographer access request from Pat Lens",
        link: "/admin/users?tab=requests",
        actorId: account.id,
      }),
    ]);
    expect(await told(unconfirmed.id)).toEqual([]);
    expect(await told(suspended.id)).toEqual([]);
    expect(await told(account.id)).toEqual([]);
  });

  it("stores a realtor request and marks it pending on the profile", async () => {
    const { client, account } = await signedInClient(t);
    const response = await submit(client, realtorRequest);
    expect(response.status).toBe(201);
    const created = (await response.json()) as MyAccessRequest;
    expect(created).toMatchObject({
      requestType: "realtor",
      status: "pending",
      fullName: "Rita Realtor",
      details: {
        brokerageName: "Prairie Homes",
        brokerageEmail: "rita@prairie.example",
        licenseNumber: "IL-12345",
      },
      decidedAt: null,
    });
    expect(Object.keys(created.details).sort()).toEqual([
      "brokerageEmail",
      "brokerageName",
      "licenseNumber",
    ]);
    expect(await profileOf(account.id)).toMatchObject({
      realtorRequestStatus: "pending",
      photographerRequestStatus: null,
    });
    const me = await (await client.get("/api/profile/me")).json();
    expect(me.realtorRequestStatus).toBe("pending");
  });

  it("stores a photographer request with only its own details", async () => {
    const { client, account } = await signedInClient(t);
    const response = await submit(client, photographerRequest);
    expect(response.status).toBe(201);
    const created = (await response.json()) as MyAccessRequest;
    expect(created.details).toEqual({
      companyName: "Lens & Light",
      companyWebsite: "https://lens.example",
    });
    expect(await profileOf(account.id)).toMatchObject({
      photographerRequestStatus: "pending",
      realtorRequestStatus: null,
    });
  });

  it("reports the realtor form's rules with their exact messages", async () => {
    const { client, account } = await signedInClient(t);
    const response = await submit(client, {
      requestType: "realtor",
      fullName: " R ",
      brokerageName: "P",
      brokerageEmail: "not-an-email",
      licenseNumber: "12",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "fullName", message: "Full name must be at least 2 characters." },
        { path: "brokerageName", message: "Brokerage name is required." },
        { path: "brokerageEmail", message: "Please enter a valid email address." },
        { path: "licenseNumber", message: "License number is required." },
      ]),
    );
    expect(await requestsOf(account.id)).toEqual([]);
  });

  it("reports the photographer form's rules with their exact messages", async () => {
    const { client } = await signedInClient(t);
    const response = await submit(client, {
      requestType: "photographer",
      fullName: "P",
      companyName: "",
      companyWebsite: "javascript:alert(1)",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual(
      expect.arrayContaining([
        { path: "fullName", message: "Full name must be at least 2 characters." },
        { path: "companyName", message: "Company name is required." },
        { path: "companyWebsite", message: "Please enter a valid URL." },
      ]),
    );
  });

  it("refuses an unknown request type and a body that is not JSON", async () => {
    const { client } = await signedInClient(t);
    expect((await submit(client, { ...realtorRequest, requestType: "admin" })).status).toBe(400);
    const notJson = await client.request("POST", "/api/access-requests", {
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });

  it("refuses a second pending request of the same type and stores nothing", async () => {
    const { client, account } = await signedInClient(t);
    expect((await submit(client, realtorRequest)).status).toBe(201);
    const again = await submit(client, { ...realtorRequest, fullName: "Rita Again" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      code: "CONFLICT",
      message: "You already have a pending realtor access request.",
    });
    expect(await requestsOf(account.id)).toHaveLength(1);
    // The other type is a separate request.
    expect((await submit(client, photographerRequest)).status).toBe(201);
    const photographerAgain = await submit(client, photographerRequest);
    expect((await photographerAgain.json()).message).toBe(
      "You already have a pending photographer access request.",
    );
  });

  it("lets only one of two simultaneous requests through", async () => {
    const { client, account } = await signedInClient(t);
    const statuses = (
      await Promise.all([submit(client, realtorRequest), submit(client, realtorRequest)])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await requestsOf(account.id)).toHaveLength(1);
  });

  it("allows a new request after an earlier one was rejected", async () => {
    const { client, account } = await signedInClient(t);
    await submit(client, realtorRequest);
    await t.deps.db
      .update(accessRequests)
      .set({ status: "rejected", decidedAt: new Date() })
      .where(eq(accessRequests.userId, account.id));
    await t.deps.db
      .update(profiles)
      .set({ realtorRequestStatus: "rejected" })
      .where(eq(profiles.id, account.id));

    const response = await submit(client, realtorRequest);
    expect(response.status).toBe(201);
    expect((await profileOf(account.id))?.realtorRequestStatus).toBe("pending");
    expect((await mine(client)).map((request) => request.status)).toEqual(["pending", "rejected"]);
  });

  it("is only for the user role", async () => {
    for (const role of ["realtor", "photographer", "admin"] as const) {
      const { client, account } = await signedInClient(t, { role });
      const response = await submit(client, photographerRequest);
      expect(response.status, role).toBe(403);
      expect(await response.json()).toEqual({
        code: "FORBIDDEN",
        message: "Only accounts with the user role can request realtor or photographer access.",
      });
      expect(await requestsOf(account.id)).toEqual([]);
    }
  });

  it("needs sign-in", async () => {
    const anonymous = new TestClient(t);
    expect((await submit(anonymous, realtorRequest)).status).toBe(401);
    expect((await anonymous.get("/api/access-requests/mine")).status).toBe(401);
  });
});

describe("GET /api/access-requests/mine", () => {
  it("lists only the caller's own requests, newest first", async () => {
    const { client } = await signedInClient(t);
    const { client: other } = await signedInClient(t);
    await submit(client, realtorRequest);
    await submit(client, photographerRequest);
    await submit(other, realtorRequest);

    const response = await client.get("/api/access-requests/mine");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const list = (await response.json()) as MyAccessRequest[];
    expect(list.map((request) => [request.requestType, request.fullName])).toEqual([
      ["photographer", "Pat Lens"],
      ["realtor", "Rita Realtor"],
    ]);
    expect(await mine((await signedInClient(t)).client)).toEqual([]);
  });
});
