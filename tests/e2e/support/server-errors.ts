import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { E2E_PORT } from "./accounts";

/**
 * Where the journeys' server writes the unhandled rejections and uncaught exceptions it logs: a
 * server that keeps serving after a lost rejection lets every journey pass, so the run reads this
 * file at its end (global-teardown.ts). One file per port, as two checkouts may run side by side.
 */
const SERVER_ERRORS_FILE = path.resolve(`.tmp/e2e-server-errors-${E2E_PORT}.log`);

/** For the server: empties the file and returns a log writer that adds to it (and to stderr). */
export function serverErrorWriter(): (line: string) => void {
  mkdirSync(path.dirname(SERVER_ERRORS_FILE), { recursive: true });
  writeFileSync(SERVER_ERRORS_FILE, "");
  return (line) => {
    process.stderr.write(`${line}\n`);
    appendFileSync(SERVER_ERRORS_FILE, `${line}\n`);
  };
}

/** For the run: what the server logged, or "" when it logged nothing. */
export function loggedServerErrors(): string {
  return existsSync(SERVER_ERRORS_FILE) ? readFileSync(SERVER_ERRORS_FILE, "utf8").trim() : "";
}
