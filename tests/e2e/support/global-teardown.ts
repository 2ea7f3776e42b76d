import { loggedServerErrors } from "./server-errors";

/** Runs once after each Playwright run: fails it if the server logged an unhandled error. */
export default function globalTeardown(): void {
  const errors = loggedServerErrors();
  if (errors) throw new Error(`The server logged unhandled errors during the run:\n${errors}`);
}
