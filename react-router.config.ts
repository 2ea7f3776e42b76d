import type { Config } from "@react-router/dev/config";

/** React Router's framework mode (decision 009): every page is drawn on the server and hydrated. */
export default {
  appDirectory: "src/web/app",
  // dist/web/client (the browser's files) and dist/web/server (the request handler).
  buildDirectory: "dist/web",
  ssr: true,
} satisfies Config;
