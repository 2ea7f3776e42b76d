import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../src/server/platform/db/schema";
import { activitiesAbout, signedInAdmin } from "../factories/admin";
import { createUser } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";

// Its own file: the rule counts every administrator of the database, so no other test's admins
// may be around.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const LAST_ADMIN = "There must be at least one administrator.";

async function setBanned(id: string, banned: boolean) {
  await t.deps.db.update(user).set({ banned }).where(eq(user.id, id));
}

describe("the last administrator", () => {
  it("cannot be demoted, suspended or deleted while no other admin can sign in", async () => {
    const { client: actor, account: me } = await signedInAdmin(t);
    const other = await createUser(t, { role: "admin", name: "Only Other" });
    // The acting admin's own suspension landed while their session still works: of the two,
    // only `other` can still sign in, so taking them away would leave nobody to run the site.
    await setBanned(me.id, true);

    for (const response of [
      await actor.patch(`/api/admin/users/${other.id}`, { role: "user" }),
      await actor.post(`/api/admin/users/${other.id}/suspend`, { reason: "Testing" }),
      await actor.delete(`/api/admin/users/${other.id}`),
    ]) {
      expect(response.status).toBe(409);
      expect((await response.json()).message).toBe(LAST_ADMIN);
    }
    const [row] = await t.deps.db.select().from(user).where(eq(user.id, other.id));
    expect(row).toMatchObject({ role: "admin", banned: false });
    expect(await activitiesAbout(t, other.id)).toEqual([]);

    await setBanned(me.id, false);
    const demoted = await actor.patch(`/api/admin/users/${other.id}`, { role: "user" });
    expect(demoted.status).toBe(200);
    expect((await demoted.json()).role).toBe("user");
  });

  it("can lose a fellow admin while another one remains", async () => {
    const { client: actor } = await signedInAdmin(t);
    const other = await createUser(t, { role: "admin" });
    expect(
      (await actor.post(`/api/admin/users/${other.id}/suspend`, { reason: "Left" })).status,
    ).toBe(200);
    expect((await actor.delete(`/api/admin/users/${other.id}`)).status).toBe(204);
  });
});
