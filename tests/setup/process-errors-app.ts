import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { createLogger } from "../../src/server/platform/http/logger";
import { requestContext } from "../../src/server/platform/http/request-context";
import { handleProcessErrors } from "../../src/server/platform/ops/process-errors";

/*
 * The child process of tests/api/process-errors.test.ts: the server's request context and
 * process error handlers around two routes that lose work the way a bug would.
 */
const logger = createLogger("info");
const app = new Hono()
  .use(requestContext(logger, 0))
  .get("/live", (c) => c.text("ok"))
  .get("/lose-a-promise", (c) => {
    Promise.reject(new Error("nobody awaited this"));
    return c.text("answered");
  })
  .get("/throw-later", (c) => {
    setTimeout(() => {
      throw new Error("thrown from a timer");
    }, 10);
    return c.text("answered");
  });
const server = createServer(getRequestListener(app.fetch));
handleProcessErrors(logger, (reason) => {
  logger.info("stopping", { reason });
  server.close(() => process.exit(1));
  server.closeIdleConnections();
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => logger.info("listening"));
