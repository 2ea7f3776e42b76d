import { describe, expect, it } from "vitest";
import type { AdminPage, AdminUserDetail, AdminUserRow } from "../../src/shared/admin-users";
import { createAccessRequest, createAccounts, signedInAdmin } from "../factories/admin";
import { uniqueWord } from "../factories/directory";
import { createUser } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

async function list(admin: TestClient, query: string): Promise<AdminPage<AdminUserRow>> {
  const response = await admin.get(`/api/admin/users?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminPage<AdminUserRow>;
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe("GET /api/admin/users", () => {
  it("pages the matching accounts 20 at a time, newest first", async () => {
    const { client: admin } = await signedInAdmin(t);
    const word = uniqueWord();
    const made = await createAccounts(
      t,
      Array.from({ length: 25 }, (_, i) => ({
        name: `${word} Person ${i}`,
        createdAt: minutesAgo(i),
      })),
    );
    const first = await list(admin, `q=${word}`);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 25 });
    expect(first.items.map((row) => row.id)).toEqual(made.slice(0, 20).map((row) => row.id));
    const second = await list(admin, `q=${word}&page=2`);
    expect(second.items.map((row) => row.id)).toEqual(made.slice(20).map((row) => row.id));
    const past = await list(admin, `q=${word}&page=3`);
    expect(past).toMatchObject({ items: [], page: 3, pageCount: 2, total: 25 });
  });

  it("returns the row fields the table shows", async () => {
    const { client: admin } = await signedInAdmin(t);
    const word = uniqueWord();
    const [made] = await createAccounts(t, [
      { name: `${word} Row`, role: "realtor", username: `${word}.row` },
    ]);
    const { items } = await list(admin, `q=${word}`);
    expect(items).toEqual([
      {
        id: made?.id,
        name: `${word} Row`,
        username: `${word}.row`,
        email: made?.email,
        role: "realtor",
        avatarUrl: null,
        phoneNumber: null,
        createdAt: made?.createdAt.toISOString(),
        suspended: false,
        suspendReason: null,
      },
    ]);
  });

  it("searches name, username and e-mail without regard to case", async () => {
    const { client: admin } = await signedInAdmin(t);
    const word = uniqueWord();
    const [byName, byUsername, byEmail] = await createAccounts(t, [
      { name: `${word.toUpperCase()} Named` },
      { name: "Someone Else", username: `${word}_handle` },
      { name: "Third Person", email: `${word}@mail.example` },
      { name: "Unrelated" },
    ]);
    const { items, total } = await list(admin, `q=${encodeURIComponent(`  ${word}  `)}`);
    expect(total).toBe(3);
    expect(items.map((row) => row.id).sort()).toEqual(
      [byName?.id, byUsername?.id, byEmail?.id].sort(),
    );
  });

  it("takes % and _ in the search literally", async () => {
    const { client: admin } = await signedInAdmin(t);
    const word = uniqueWord();
    const [literal] = await createAccounts(t, [
      { name: `${word} 50%_off` },
      { name: `${word} 50xyoff` },
    ]);
    const { items } = await list(admin, `q=${encodeURIComponent(`${word} 50%_`)}`);
    expect(items.map((row) => row.id)).toEqual([literal?.id]);
  });

  it("narrows by tab and by the Filter button's role", async () => {
    const { client: admin } = await signedInAdmin(t);
    const word = uniqueWord();
    const [member, realtor, photographer, boss] = await createAccounts(
      t,
      (["user", "realtor", "photographer", "admin"] as const).map((role) => ({
        name: `${word} ${role}`,
        role,
      })),
    );
    const ids = async (query: string) =>
      (await list(admin, `q=${word}&${query}`)).items.map((row) => row.id);
    expect(await ids("tab=realtors")).toEqual([realtor?.id]);
    expect(await ids("tab=photographers")).toEqual([photographer?.id]);
    expect((await ids("tab=all")).sort()).toEqual(
      [member?.id, realtor?.id, photographer?.id, boss?.id].sort(),
    );
    expect(await ids("role=admin")).toEqual([boss?.id]);
    expect(await ids("role=user")).toEqual([member?.id]);
    expect(await ids("tab=realtors&role=photographer")).toEqual([]);
    expect((await ids("role=")).length).toBe(4);
  });

  it("answers 400 with field issues for bad filters", async () => {
    const { client: admin } = await signedInAdmin(t);
    for (const [query, path] of [
      ["tab=requests", "tab"],
      ["role=owner", "role"],
      ["page=0", "page"],
      ["page=two", "page"],
      [`q=${"x".repeat(101)}`, "q"],
    ] as const) {
      const response = await admin.get(`/api/admin/users?${query}`);
      expect(response.status, query).toBe(400);
      const body = await response.json();
      expect(body.code).toBe("VALIDATION_FAILED");
      expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual([path]);
    }
  });
});

describe("GET /api/admin/users/:id", () => {
  it("returns the profile dialog's details and the user's requests, newest first", async () => {
    const { client: admin } = await signedInAdmin(t);
    const account = await createUser(t, { name: "Dana Detail" });
    const older = await createAccessRequest(t, account.id, "photographer", {
      status: "rejected",
      createdAt: minutesAgo(60),
      decidedAt: minutesAgo(30),
    });
    const newer = await createAccessRequest(t, account.id, "realtor");
    const response = await admin.get(`/api/admin/users/${account.id}`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as AdminUserDetail;
    expect(detail).toMatchObject({
      id: account.id,
      name: "Dana Detail",
      email: account.email,
      role: "user",
      suspended: false,
      streetAddress: null,
      city: null,
      state: null,
      zipCode: null,
      bio: null,
      realtorRequestStatus: "pending",
      photographerRequestStatus: "rejected",
    });
    expect(detail.requests.map((request) => [request.id, request.status])).toEqual([
      [newer.id, "pending"],
      [older.id, "rejected"],
    ]);
    expect(detail.requests[0]?.details).toEqual({
      brokerageName: "Prairie Homes",
      brokerageEmail: "rita@prairie.example",
      licenseNumber: "IL-12345",
    });
  });

  it("answers 404 for an unknown id", async () => {
    const { client: admin } = await signedInAdmin(t);
    for (const id of ["nobody-like-this", "not%20an%20id"]) {
      const response = await admin.get(`/api/admin/users/${id}`);
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe("NOT_FOUND");
    }
  });
});
