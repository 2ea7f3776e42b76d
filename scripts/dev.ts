import { type ChildProcess, spawn } from "node:child_process";

/**
 * Development: the API with hot restart (tsx watch) on :3000 and Vite with hot module reload on
 * :5173, which proxies /api and /media to the API. Open http://localhost:5173.
 */
const children: ChildProcess[] = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/index.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      TRUSTED_ORIGINS: "http://localhost:5173",
      BASE_URL: "http://localhost:5173",
    },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit" }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
