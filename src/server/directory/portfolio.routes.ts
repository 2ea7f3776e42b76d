import { Hono } from "hono";
import { PORTFOLIO_FIELD } from "@/shared/directory";
import { portfolioOrderSchema } from "@/shared/schemas/directory";
import { requireRole } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { imageUpload } from "../platform/http/image-upload";
import { jsonBody } from "../platform/http/validate";
import {
  addPortfolioImage,
  deletePortfolioImage,
  type PortfolioDeps,
  reorderPortfolio,
} from "./portfolio.service";

/** Portfolio photos take the avatar's limits and messages: images, at most 5 MB. */
const upload = imageUpload(PORTFOLIO_FIELD);

const imageNotFound = () => ApiError.notFound("Portfolio image not found");

/**
 * /api/directory/me/portfolio, for photographers only; mounted inside directoryRoutes (which
 * loads the session). The app-wide body limit skips the upload path; the limit here runs after
 * the role check, so nobody but a photographer gets to send 5 MB.
 */
export function portfolioRoutes(deps: PortfolioDeps) {
  return new Hono<AppBindings>()
    .post(
      "/",
      async (c, next) => {
        requireRole(c, "photographer");
        await next();
      },
      upload.limit,
      async (c) => {
        const user = requireRole(c, "photographer");
        const bytes = await upload.read(c);
        return c.json(await upload.process(() => addPortfolioImage(deps, user.id, bytes)), 201);
      },
    )
    .patch("/order", async (c) => {
      const user = requireRole(c, "photographer");
      const { ids } = await jsonBody(c, portfolioOrderSchema);
      return c.json(await reorderPortfolio(deps.db, user.id, ids));
    })
    .delete("/:imageId", async (c) => {
      const user = requireRole(c, "photographer");
      if (!(await deletePortfolioImage(deps, user.id, c.req.param("imageId")))) {
        throw imageNotFound();
      }
      return c.body(null, 204);
    });
}
