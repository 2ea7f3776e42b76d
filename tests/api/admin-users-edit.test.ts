import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { photographers, user } from "../../src/server/platform/db/schema";
import type { AdminUserDetail } from "../../src/shared/admin-users";
import { activitiesAbout, createAccessRequest, signedInAdmin } from "../factories/admin";
import { uniqueWord } from "../factories/directory";
import { createUser } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const patch = (admin: TestClient, id: string, body: unknown) =>
  admin.patch(`/api/admin/users/${id}`, body);

/** Whether the public directory of that kind shows a card with this id when searched by word. */
async function listedIn(kind: "realtors" | "photographers", word: string, id: string) {
  const response = await new TestClient(t).get(`/api/${kind}?q=${word}`);
  expect(response.status).toBe(200);
  const page = (await response.json()) as { items: { id: string }[] };
  return page.items.some((card) => card.id === id);
}

describe("PATCH /api/admin/users/:id", () => {
  it("saves the profile fields, returns the detail and logs profile_updated", async () => {
    const { client: admin, account: me } = await signedInAdmin(t);
    const account = await createUser(t, { name: "Old Name" });
    const word = uniqueWord();
    const response = await patch(admin, account.id, {
      name: "  New Name ",
      username: `${word}.New`,
      phoneNumber: "(555) 123-4567",
      streetAddress: "1 Main St",
      city: "Springfield",
      state: "IL",
      zipCode: "62701",
    });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as AdminUserDetail;
    expect(detail).toMatchObject({
      id: account.id,
      name: "New Name",
      username: `${word}.new`,
      phoneNumber: "5551234567",
      streetAddress: "1 Main St",
      city: "Springfield",
      state: "IL",
      zipCode: "62701",
      role: "user",
      email: account.email,
    });
    const again = (await (
      await admin.get(`/api/admin/users/${account.id}`)
    ).json()) as AdminUserDetail;
    expect(again).toEqual(detail);
    const log = await activitiesAbout(t, account.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      adminId: me.id,
      action: "profile_updated",
      targetType: "user",
      targetId: account.id,
      details: {
        name: "Old Name",
        email: account.email,
        fields: ["name", "username", "phoneNumber", "streetAddress", "city", "state", "zipCode"],
      },
    });
  });

  it("refuses an e-mail change with the documented message and changes nothing", async () => {
    const { client: admin } = await signedInAdmin(t);
    const account = await createUser(t, { name: "Kept Name" });
    const response = await patch(admin, account.id, {
      name: "Other Name",
      email: "new@example.test",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.issues).toEqual([
      {
        path: "email",
        message: "Email updates require admin privileges and must be done elsewhere.",
      },
    ]);
    const detail = await (await admin.get(`/api/admin/users/${account.id}`)).json();
    expect(detail).toMatchObject({ name: "Kept Name", email: account.email });
    expect(await activitiesAbout(t, account.id)).toEqual([]);
  });

  it("applies the member form's field rules and refuses fields it does not know", async () => {
    const { client: admin } = await signedInAdmin(t);
    const account = await createUser(t);
    const bad = await patch(admin, account.id, {
      username: "no spaces allowed",
      zipCode: "1".repeat(11),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues).toEqual(
      expect.arrayContaining([
        {
          path: "username",
          message: "Username must be 3-30 letters, numbers, dots, dashes or underscores",
        },
        { path: "zipCode", message: "ZIP code must be at most 10 characters" },
      ]),
    );
    for (const body of [{ banned: true }, { role: "owner" }]) {
      const response = await patch(admin, account.id, body);
      expect(response.status).toBe(400);
    }
    expect(await activitiesAbout(t, account.id)).toEqual([]);
  });

  it("answers 409 on username when another account has it", async () => {
    const { client: admin } = await signedInAdmin(t);
    const word = uniqueWord();
    const holder = await createUser(t);
    const account = await createUser(t);
    expect((await patch(admin, holder.id, { username: word })).status).toBe(200);
    const response = await patch(admin, account.id, { username: word.toUpperCase() });
    expect(response.status).toBe(409);
    expect((await response.json()).issues).toEqual([
      { path: "username", message: "That username is taken" },
    ]);
  });

  it("changes the role, listing a new realtor from their latest request, and logs role_changed", async () => {
    const { client: admin, account: me } = await signedInAdmin(t);
    const word = uniqueWord();
    const account = await createUser(t, { name: `${word} Realtor` });
    await createAccessRequest(t, account.id, "realtor", {
      brokerageName: "Old Brokerage",
      status: "rejected",
      createdAt: new Date(Date.now() - 60_000),
    });
    await createAccessRequest(t, account.id, "realtor", {
      brokerageName: "Lakeside Realty",
      status: "rejected",
    });
    const response = await patch(admin, account.id, { role: "realtor" });
    expect(response.status).toBe(200);
    expect((await response.json()).role).toBe("realtor");
    const cards = await (await new TestClient(t).get(`/api/realtors?q=${word}`)).json();
    expect(cards.items).toEqual([
      expect.objectContaining({ id: account.id, company: "Lakeside Realty" }),
    ]);
    const log = await activitiesAbout(t, account.id);
    expect(log.map((row) => [row.action, row.adminId, row.details])).toEqual([
      [
        "role_changed",
        me.id,
        { name: `${word} Realtor`, email: account.email, from: "user", to: "realtor" },
      ],
    ]);

    const back = await patch(admin, account.id, { role: "user" });
    expect(back.status).toBe(200);
    expect(await listedIn("realtors", word, account.id)).toBe(false);
    expect((await activitiesAbout(t, account.id)).at(-1)?.details).toMatchObject({
      from: "realtor",
      to: "user",
    });
  });

  it("lists a photographer without a request under their account's name", async () => {
    const { client: admin } = await signedInAdmin(t);
    const word = uniqueWord();
    const account = await createUser(t, { name: `${word} Shooter` });
    const response = await patch(admin, account.id, { role: "photographer" });
    expect(response.status).toBe(200);
    const [entry] = await t.deps.db
      .select()
      .from(photographers)
      .where(eq(photographers.userId, account.id));
    expect(entry?.listed).toBe(true);
    expect(await listedIn("photographers", word, account.id)).toBe(true);
  });

  it("does not let an admin change their own role; their current role may be sent", async () => {
    const { client: admin, account: me } = await signedInAdmin(t);
    const response = await patch(admin, me.id, { role: "user", name: "Still Admin" });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("You cannot change your own role.");
    const [row] = await t.deps.db.select().from(user).where(eq(user.id, me.id));
    expect(row).toMatchObject({ role: "admin", name: "Ada Admin" });
    const same = await patch(admin, me.id, { role: "admin", name: "Still Admin" });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ role: "admin", name: "Still Admin" });
  });

  it("writes nothing for an empty change, and 404 for an unknown user", async () => {
    const { client: admin } = await signedInAdmin(t);
    const account = await createUser(t);
    expect((await patch(admin, account.id, {})).status).toBe(200);
    expect(await activitiesAbout(t, account.id)).toEqual([]);
    const missing = await patch(admin, "no-such-user", { name: "X Y" });
    expect(missing.status).toBe(404);
  });
});
