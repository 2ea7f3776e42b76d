import type { Context } from "hono";
import { Hono } from "hono";
import { type ListingDraftAnswer, NEW_LISTING_DRAFT } from "@/shared/listing-drafts";
import { listingDraftSchema } from "@/shared/schemas/listing-draft";
import type { AppDeps } from "../context";
import { managedProperty, requireManager } from "../manage-properties/access";
import { loadSession } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import type { Database } from "../platform/db/client";
import { jsonBody } from "../platform/http/validate";
import {
  type DraftKey,
  deleteListingDraft,
  readListingDraft,
  writeListingDraft,
} from "./listing-drafts.service";

/**
 * The caller's draft for `:listing` ("new", or a listing they may manage: 404 unknown, 403
 * another realtor's, as for the listing itself).
 */
async function draftKey(db: Database, c: Context<AppBindings>): Promise<DraftKey> {
  const manager = requireManager(c);
  const listing = c.req.param("listing") ?? "";
  if (listing === NEW_LISTING_DRAFT) return { ownerId: manager.id, propertyId: null };
  const property = await managedProperty(db, manager, listing);
  return { ownerId: manager.id, propertyId: property.id };
}

/** /api/manage/drafts/:listing: the listing form's unsaved values, kept while a manager types. */
export function listingDraftRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppBindings>()
    .use(loadSession(deps.auth))
    .get("/:listing", async (c) => {
      const key = await draftKey(db, c);
      c.header("cache-control", "private, no-store");
      const body: ListingDraftAnswer = { draft: await readListingDraft(db, key) };
      return c.json(body);
    })
    .put("/:listing", async (c) => {
      const key = await draftKey(db, c);
      const values = await jsonBody(c, listingDraftSchema);
      return c.json(await writeListingDraft(db, key, values));
    })
    .delete("/:listing", async (c) => {
      await deleteListingDraft(db, await draftKey(db, c));
      return c.body(null, 204);
    });
}
