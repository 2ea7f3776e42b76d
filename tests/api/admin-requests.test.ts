import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessRequests, photographers, profiles } from "../../src/server/platform/db/schema";
import type { AdminAccessRequestRow } from "../../src/shared/admin-users";
import type { NotificationList } from "../../src/shared/notifications";
import { activitiesAbout, createAccessRequest, signedInAdmin } from "../factories/admin";
import { uniqueWord } from "../factories/directory";
import { createUser, signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const approve = (admin: TestClient, id: string) =>
  admin.post(`/api/admin/access-requests/${id}/approve`);
const reject = (admin: TestClient, id: string, reason = "Please add your licence number.") =>
  admin.post(`/api/admin/access-requests/${id}/reject`, { reason });

async function notificationsOf(client: TestClient) {
  return ((await (await client.get("/api/notifications")).json()) as NotificationList).items;
}

async function profileOf(userId: string) {
  const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

describe("POST /api/admin/access-requests/:id/approve", () => {
  it("gives the role, records it, lists the realtor, tells them and logs it", async () => {
    const { client: admin, account: me } = await signedInAdmin(t);
    const word = uniqueWord();
    const { client: member, account } = await signedInClient(t, { name: `${word} Agent` });
    const request = await createAccessRequest(t, account.id, "realtor", {
      brokerageName: "Harbor Homes",
    });

    const response = await approve(admin, request.id);
    expect(response.status).toBe(200);
    const row = (await response.json()) as AdminAccessRequestRow;
    expect(row).toMatchObject({ id: request.id, status: "approved" });
    expect(row.decidedAt).not.toBeNull();

    const session = await (await member.get("/api/auth/get-session")).json();
    expect(session.user.role).toBe("realtor");
    const me2 = await (await member.get("/api/profile/me")).json();
    expect(me2).toMatchObject({ role: "realtor", realtorRequestStatus: "approved" });
    const [stored] = await t.deps.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.id, request.id));
    expect(stored).toMatchObject({ status: "approved", decidedBy: me.id });

    const cards = await (await new TestClient(t).get(`/api/realtors?q=${word}`)).json();
    expect(cards.items).toEqual([
      expect.objectContaining({ id: account.id, company: "Harbor Homes" }),
    ]);

    const [notice] = await notificationsOf(member);
    expect(notice).toMatchObject({
      kind: "access_request_approved",
      title: "Your realtor access request was approved",
      link: "/dashboard?tab=settings&section=directory",
      readAt: null,
    });
    expect(notice?.body).toMatch(/realtor access/);

    const log = await activitiesAbout(t, request.id);
    expect(
      log.map((entry) => [entry.action, entry.adminId, entry.targetType, entry.details]),
    ).toEqual([
      [
        "request_approved",
        me.id,
        "access_request",
        { name: `${word} Agent`, email: account.email, userId: account.id, requestType: "realtor" },
      ],
    ]);
  });

  it("lists an approved photographer in the photographers directory", async () => {
    const { client: admin } = await signedInAdmin(t);
    const word = uniqueWord();
    const account = await createUser(t, { name: `${word} Lens` });
    const request = await createAccessRequest(t, account.id, "photographer");
    expect((await approve(admin, request.id)).status).toBe(200);
    const cards = await (await new TestClient(t).get(`/api/photographers?q=${word}`)).json();
    expect(cards.items).toEqual([
      expect.objectContaining({ id: account.id, company: "Lens & Light" }),
    ]);
    expect(await profileOf(account.id)).toMatchObject({ photographerRequestStatus: "approved" });
  });

  it("keeps an administrator's role and still makes their entry", async () => {
    const { client: admin } = await signedInAdmin(t);
    const other = await createUser(t, { role: "admin" });
    const request = await createAccessRequest(t, other.id, "photographer");
    expect((await approve(admin, request.id)).status).toBe(200);
    const detail = await (await admin.get(`/api/admin/users/${other.id}`)).json();
    expect(detail).toMatchObject({ role: "admin", photographerRequestStatus: "approved" });
    const [entry] = await t.deps.db
      .select()
      .from(photographers)
      .where(eq(photographers.userId, other.id));
    expect(entry).toMatchObject({ listed: true, company: "Lens & Light" });
  });
});

describe("POST /api/admin/access-requests/:id/reject", () => {
  it("records the rejection on the request and profile, tells the user and logs it", async () => {
    const { client: admin, account: me } = await signedInAdmin(t);
    const { client: member, account } = await signedInClient(t);
    const request = await createAccessRequest(t, account.id, "photographer");
    const response = await reject(admin, request.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: request.id, status: "rejected" });
    expect(await (await member.get("/api/profile/me")).json()).toMatchObject({
      role: "user",
      photographerRequestStatus: "rejected",
    });
    const [notice] = await notificationsOf(member);
    expect(notice).toMatchObject({
      kind: "access_request_rejected",
      title: "Your photographer access request was not approved",
    });
    expect(notice?.body).toContain("The reason given: Please add your licence number.");
    const log = await activitiesAbout(t, request.id);
    expect(log.map((entry) => [entry.action, entry.adminId])).toEqual([
      ["request_rejected", me.id],
    ]);
  });
});

describe("rejecting without a reason", () => {
  it("is refused with a message for the field, and the request stays pending", async () => {
    const { client: admin } = await signedInAdmin(t);
    const request = await createAccessRequest(t, (await createUser(t)).id, "realtor");
    for (const body of [{}, { reason: "   " }]) {
      const response = await admin.post(`/api/admin/access-requests/${request.id}/reject`, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        issues: [{ path: "reason", message: "Please tell the applicant why." }],
      });
    }
    const [row] = await t.deps.db
      .select({ status: accessRequests.status })
      .from(accessRequests)
      .where(eq(accessRequests.id, request.id));
    expect(row?.status).toBe("pending");
  });
});

describe("deciding a request", () => {
  it("answers 409 once the request is decided", async () => {
    const { client: admin } = await signedInAdmin(t);
    const first = await createAccessRequest(t, (await createUser(t)).id, "realtor");
    expect((await approve(admin, first.id)).status).toBe(200);
    for (const again of [approve, reject]) {
      const response = await again(admin, first.id);
      expect(response.status).toBe(409);
      expect((await response.json()).message).toBe("This request has already been approved.");
    }
    const second = await createAccessRequest(t, (await createUser(t)).id, "realtor");
    expect((await reject(admin, second.id)).status).toBe(200);
    const late = await approve(admin, second.id);
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe("This request has already been rejected.");
    expect(await activitiesAbout(t, second.id)).toHaveLength(1);
  });

  it("lets exactly one of a simultaneous approve and reject through", async () => {
    const { client: admin } = await signedInAdmin(t);
    const { client: member, account } = await signedInClient(t);
    const request = await createAccessRequest(t, account.id, "realtor");
    const [approved, rejected] = await Promise.all([
      approve(admin, request.id),
      reject(admin, request.id),
    ]);
    expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
    const winner = approved.status === 200 ? "approved" : "rejected";
    const [stored] = await t.deps.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.id, request.id));
    expect(stored?.status).toBe(winner);
    expect((await profileOf(account.id))?.realtorRequestStatus).toBe(winner);
    expect(await notificationsOf(member)).toHaveLength(1);
    expect(await activitiesAbout(t, request.id)).toHaveLength(1);
  });

  it("answers 404 for an unknown request", async () => {
    const { client: admin } = await signedInAdmin(t);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect((await approve(admin, id)).status).toBe(404);
      expect((await reject(admin, id)).status).toBe(404);
    }
  });
});
