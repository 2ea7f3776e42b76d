import { fork } from "node:child_process";
import path from "node:path";

export interface RunningServer {
  origin: string;
  stop: () => void;
}

/**
 * Starts server.ts (the production build with demo content on a fresh embedded database) in a
 * child process, so the parent's own work never delays a response; resolves once it listens.
 */
export async function forkServer(port: number, webRoot: string): Promise<RunningServer> {
  const child = fork(path.join(import.meta.dirname, "server.ts"), {
    env: { ...process.env, LH_PORT: String(port), LH_WEB_ROOT: webRoot },
    execArgv: ["--import", "tsx"],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once("message", (message: { origin: string }) => resolve(message.origin));
    child.once("exit", (code) => reject(new Error(`the server stopped (exit ${code})`)));
  });
  return { origin, stop: () => child.disconnect() };
}
