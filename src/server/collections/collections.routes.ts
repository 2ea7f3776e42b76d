import { Hono } from "hono";
import {
  acceptInviteSchema,
  collectionInviteSchema,
  collectionListQuerySchema,
  collectionNameSchema,
  collectionNoteSchema,
  collectionReactionSchema,
} from "@/shared/schemas/collections";
import type { AppDeps } from "../context";
import { loadSession, refuseUnverified, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { withPlainText } from "../platform/http/plain-text";
import { privateNoStore } from "../platform/http/private-no-store";
import { jsonBody, queryParams } from "../platform/http/validate";
import { createWriteLimit } from "../platform/http/write-limit";
import { COLLECTION_INVITE_LIMIT, COLLECTION_WRITE_LIMIT } from "../platform/http/write-limits";
import { memberRole, requireOwner } from "./access";
import {
  createCollection,
  deleteCollection,
  leaveCollection,
  listCollections,
  listMembers,
  renameCollection,
} from "./collections.service";
import { collectionDetail } from "./detail.service";
import {
  addHome,
  addNote,
  clearReaction,
  deleteNote,
  editNote,
  removeHome,
  setReaction,
} from "./homes.service";
import { acceptInvite, cancelInvite, inviteToCollection } from "./invites.service";

const nameInput = withPlainText(collectionNameSchema, []);
const noteInput = withPlainText(collectionNoteSchema, ["body"]);

/**
 * /api/collections: named groups of homes shared by their members. Everything inside a
 * collection answers 404 to anyone who is not one of them.
 */
export function collectionRoutes({
  auth,
  db,
  limits,
  mailer,
}: Pick<AppDeps, "auth" | "db" | "limits" | "mailer">) {
  const inviteLimit = createWriteLimit(limits, "collection-invite", COLLECTION_INVITE_LIMIT);
  const writeLimit = createWriteLimit(limits, "collection-write", COLLECTION_WRITE_LIMIT);
  return (
    new Hono<AppBindings>()
      .use(loadSession(auth))
      .use(privateNoStore)
      .get("/", async (c) => {
        const user = requireUser(c);
        const { property } = queryParams(c, collectionListQuerySchema);
        return c.json({ items: await listCollections(db, user.id, property) });
      })
      .post("/", async (c) => {
        const user = requireUser(c);
        const { name } = await jsonBody(c, nameInput);
        await writeLimit(c, user.id);
        return c.json(await createCollection(db, user.id, name), 201);
      })
      // Before /:id, which would read "invites" as a collection's id.
      .post("/invites/accept", async (c) => {
        const user = requireUser(c);
        refuseUnverified(user);
        const { token } = await jsonBody(c, acceptInviteSchema);
        return c.json(await acceptInvite(db, user, token));
      })
      .get("/:id", async (c) => {
        const user = requireUser(c);
        const id = c.req.param("id");
        const role = await memberRole(db, id, user.id);
        return c.json(await collectionDetail(db, id, role));
      })
      .patch("/:id", async (c) => {
        const user = requireUser(c);
        const { name } = await jsonBody(c, nameInput);
        await requireOwner(db, c.req.param("id"), user.id);
        await renameCollection(db, c.req.param("id"), name);
        return c.body(null, 204);
      })
      .delete("/:id", async (c) => {
        const user = requireUser(c);
        await requireOwner(db, c.req.param("id"), user.id);
        await deleteCollection(db, c.req.param("id"));
        return c.body(null, 204);
      })
      .get("/:id/members", async (c) => {
        const user = requireUser(c);
        await memberRole(db, c.req.param("id"), user.id);
        return c.json({ items: await listMembers(db, c.req.param("id")) });
      })
      .post("/:id/leave", async (c) => {
        const user = requireUser(c);
        await memberRole(db, c.req.param("id"), user.id);
        await leaveCollection(db, c.req.param("id"), user.id);
        return c.body(null, 204);
      })
      .put("/:id/homes/:propertyId", async (c) => {
        const user = requireUser(c);
        const id = c.req.param("id");
        await memberRole(db, id, user.id);
        await writeLimit(c, user.id);
        await addHome(db, id, c.req.param("propertyId"), user);
        return c.body(null, 204);
      })
      .delete("/:id/homes/:propertyId", async (c) => {
        const user = requireUser(c);
        const id = c.req.param("id");
        await memberRole(db, id, user.id);
        await removeHome(db, id, c.req.param("propertyId"));
        return c.body(null, 204);
      })
      .post("/:id/homes/:propertyId/notes", async (c) => {
        const user = requireUser(c);
        const id = c.req.param("id");
        await memberRole(db, id, user.id);
        const { body } = await jsonBody(c, noteInput);
        await writeLimit(c, user.id);
        return c.json(await addNote(db, id, c.req.param("propertyId"), user, body), 201);
      })
      .patch("/:id/notes/:noteId", async (c) => {
        const user = requireUser(c);
        const id = c.req.param("id");
        await memberRole(db, id, user.id);
        const { body } = await jsonBody(c, noteInput);
        await writeLimit(c, user.id);
        return c.json(await editNote(db, id, c.req.param("noteId"), user.id, body));
      })
      .delete("/:id/notes/:noteId", async (c) => {
        const user = requireUser(c);
        const id = c.req.param("id");
        await memberRole(db, id, user.id);
        await deleteNote(db, id, c.req.param("noteId"), user.id);
        return c.body(null, 204);
      })
      .put("/:id/homes/:propertyId/reaction", async (c) => {
        const user = requireUser(c);
        const id = c.req.param("id");
        await memberRole(db, id, user.id);
        const { reaction } = await jsonBody(c, collectionReactionSchema);
        await writeLimit(c, user.id);
        await setReaction(db, id, c.req.param("propertyId"), user.id, reaction);
        return c.body(null, 204);
      })
      .delete("/:id/homes/:propertyId/reaction", async (c) => {
        const user = requireUser(c);
        const id = c.req.param("id");
        await memberRole(db, id, user.id);
        await clearReaction(db, id, c.req.param("propertyId"), user.id);
        return c.body(null, 204);
      })
      .post("/:id/invites", async (c) => {
        const user = requireUser(c);
        const id = c.req.param("id");
        await memberRole(db, id, user.id);
        refuseUnverified(user);
        const { email } = await jsonBody(c, collectionInviteSchema);
        await inviteLimit(c, user.id);
        return c.json(await inviteToCollection(db, mailer, id, user, email), 201);
      })
      .delete("/:id/invites/:inviteId", async (c) => {
        const user = requireUser(c);
        const id = c.req.param("id");
        await memberRole(db, id, user.id);
        await cancelInvite(db, id, c.req.param("inviteId"));
        return c.body(null, 204);
      })
  );
}
