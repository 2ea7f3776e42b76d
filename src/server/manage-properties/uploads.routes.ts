import { Hono } from "hono";
import {
  MANAGE_PROPERTY_MESSAGES,
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGE_SIZE_ERROR,
} from "@/shared/manage-properties";
import type { AppDeps } from "../context";
import { loadSession } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { imageUpload } from "../platform/http/image-upload";
import { createRateLimiter, enforceRateLimit } from "../platform/http/rate-limit";
import { requireManager } from "./access";
import { stageUpload } from "./staged-uploads.service";

const PROPERTY_IMAGE_FIELD = "image";

/** Per user: a few full galleries (20 photos each) in ten minutes, not a flood of resizing. */
const PROPERTY_UPLOAD_LIMIT = { limit: 100, windowMs: 10 * 60_000 };

const upload = imageUpload(
  PROPERTY_IMAGE_FIELD,
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGE_SIZE_ERROR,
);

/** /api/manage/uploads: listing photos uploaded ahead of the save that uses them. */
export function manageUploadRoutes(deps: AppDeps) {
  const limiter = createRateLimiter(deps.limits, "listing-photo", PROPERTY_UPLOAD_LIMIT);
  return new Hono<AppBindings>().post(
    "/images",
    loadSession(deps.auth),
    // Role and rate checks before the body limit: nobody else gets to send megabytes.
    async (c, next) => {
      const manager = requireManager(c);
      await enforceRateLimit(c, limiter, manager.id, MANAGE_PROPERTY_MESSAGES.uploadRateLimited);
      await next();
    },
    upload.limit,
    async (c) => {
      const manager = requireManager(c);
      const bytes = await upload.read(c);
      return c.json(await upload.process(() => stageUpload(deps, manager.id, bytes)), 201);
    },
  );
}
