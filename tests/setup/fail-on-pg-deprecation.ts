import { afterEach } from "vitest";

// node-postgres warns (once per process) before its next major version drops what a call relies
// on, such as a second query on a connection still running one; such a warning fails the test.
// Test files share their worker, so the listener is added once per process.
const KEY = Symbol.for("homescope.pgDeprecations");
const shared = globalThis as { [KEY]?: string[] };
if (!shared[KEY]) {
  const found: string[] = [];
  shared[KEY] = found;
  process.on("warning", (warning) => {
    if (warning.name === "DeprecationWarning" && warning.message.includes("pg@9")) {
      found.push(warning.message);
    }
  });
}
const warnings = shared[KEY];

afterEach(() => {
  const found = warnings.splice(0);
  if (found.length > 0) throw new Error(`node-postgres deprecation:\n${found.join("\n")}`);
});
