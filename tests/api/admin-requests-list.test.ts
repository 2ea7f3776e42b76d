import { describe, expect, it } from "vitest";
import type { AdminAccessRequestRow, AdminPage } from "../../src/shared/admin-users";
import { createAccessRequest, createAccounts, signedInAdmin } from "../factories/admin";
import { uniqueWord } from "../factories/directory";
import { createUser } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

async function list(admin: TestClient, query = ""): Promise<AdminPage<AdminAccessRequestRow>> {
  const response = await admin.get(`/api/admin/access-requests${query ? `?${query}` : ""}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminPage<AdminAccessRequestRow>;
}

describe("GET /api/admin/access-requests", () => {
  it("lists pending requests newest first with the user and the submitted details", async () => {
    const { client: admin } = await signedInAdmin(t);
    const account = await createUser(t, { name: "Rhea Requester" });
    const older = await createAccessRequest(t, account.id, "photographer", {
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await createAccessRequest(t, account.id, "realtor");
    await createAccessRequest(t, account.id, "realtor", {
      status: "rejected",
      createdAt: new Date(Date.now() - 120_000),
    });
    const page = await list(admin, `userId=${account.id}`);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(page.items).toEqual([
      {
        id: newer.id,
        user: {
          id: account.id,
          name: "Rhea Requester",
          email: account.email,
          username: expect.any(String),
          avatarUrl: null,
        },
        requestType: "realtor",
        status: "pending",
        fullName: "Rita Realtor",
        details: {
          brokerageName: "Prairie Homes",
          brokerageEmail: "rita@prairie.example",
          licenseNumber: "IL-12345",
        },
        createdAt: newer.createdAt.toISOString(),
        decidedAt: null,
      },
      expect.objectContaining({
        id: older.id,
        requestType: "photographer",
        details: { companyName: "Lens & Light", companyWebsite: "https://lens.example" },
      }),
    ]);
    const rejected = await list(admin, `status=rejected&userId=${account.id}`);
    expect(rejected.items.map((row) => row.status)).toEqual(["rejected"]);
  });

  it("pages pending requests 20 at a time", async () => {
    const { client: admin } = await signedInAdmin(t);
    const accounts = await createAccounts(
      t,
      Array.from({ length: 21 }, () => ({ name: uniqueWord() })),
    );
    for (const account of accounts) await createAccessRequest(t, account.id, "photographer");
    const first = await list(admin);
    expect(first.total).toBeGreaterThanOrEqual(21);
    expect(first.items).toHaveLength(20);
    expect(first.pageCount).toBe(Math.ceil(first.total / 20));
    const times = first.items.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await list(admin, "page=2");
    expect(second.items.length).toBe(Math.min(20, first.total - 20));
  });

  it("answers 400 for a bad status or user id", async () => {
    const { client: admin } = await signedInAdmin(t);
    for (const query of ["status=maybe", "userId=a%20b", "page=-1"]) {
      const response = await admin.get(`/api/admin/access-requests?${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});
