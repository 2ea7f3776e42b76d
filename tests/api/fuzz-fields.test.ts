import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { badValue, leakIn, writeWatcher } from "../factories/fuzz";
import { setupTestApp } from "../setup/setup-test-app";
import { ACTORS, buildWorld, MATRIX, type World } from "./authorization-matrix";

/**
 * The deep end of the bad-input tests: the matrix's own valid bodies (which pass every check before
 * validation) with one field at a time replaced by a bad value, sent by a caller the route lets
 * in. Malformed bodies mostly stop at the first check; these reach each field's validation and
 * whatever stores it. Never a 5xx or a leak; a refusal writes nothing.
 */
// No workers: the write watcher must see only what each request itself wrote.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000000", TRUST_PROXY: "true" }, { workers: false });
const PER_FIELD = Number(process.env.FUZZ_FIELD_RUNS ?? 7);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

/** Values every text field must survive, whatever the generator picks besides. */
const ALWAYS = ["a\u0000b", "\u0000", "x".repeat(100_000), null, [], {}, 1e308, -1, true, "\ud800"];

let w: World;
beforeAll(async () => {
  w = await buildWorld(t);
}, 60_000);

describe("valid bodies with one bad field", () => {
  it("never answer 5xx or leak, and write nothing when refused", { timeout: 400_000 }, async () => {
    const generated = fc.sample(badValue, { numRuns: 2000, seed: SEED });
    let sample = 0;
    let sent = 0;
    let address = 0;
    const failures: string[] = [];
    for (const row of MATRIX) {
      const index = row.expect.findIndex((status) => status >= 200 && status < 300);
      const actor = ACTORS[index];
      if (!actor || row.route.startsWith("GET ")) continue;
      // One probe per row: bad values are refused, so its resource (an upload, an account made
      // for the cell) stays usable for every try.
      const probe = await row.probe(w, actor);
      const valid = probe.json;
      if (!valid || typeof valid !== "object" || Array.isArray(valid)) continue;
      const writes = await writeWatcher(t);
      for (const key of Object.keys(valid)) {
        const values = [...ALWAYS, ...generated.slice(sample, sample + PER_FIELD)];
        sample = (sample + PER_FIELD) % (generated.length - PER_FIELD);
        for (const value of values) {
          address += 1;
          const response = await (probe.client ?? w.clients[actor]).request(
            probe.method ?? row.route.split(" ")[0] ?? "POST",
            probe.path,
            {
              json: { ...valid, [key]: value },
              headers: { "x-forwarded-for": `10.7.${(address >> 8) & 255}.${address & 255}` },
            },
          );
          const text = await response.text();
          sent += 1;
          const label = `${row.route} as ${actor}, ${key}=${JSON.stringify(value)?.slice(0, 60)}`;
          if (response.status >= 500)
            failures.push(`${label}: ${response.status} ${text.slice(0, 200)}`);
          const leak = leakIn(text);
          if (leak) failures.push(`${label}: leaks ${leak}`);
          const wrote = await writes.changed();
          if (wrote && response.status >= 400)
            failures.push(`${label}: refused (${response.status}) yet wrote`);
        }
      }
    }
    console.info(`fuzz fields: ${sent} requests`);
    expect(failures).toEqual([]);
  });
});
