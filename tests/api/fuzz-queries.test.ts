import { beforeAll, describe, expect, it } from "vitest";
import { fuzz } from "../factories/fuzz-runner";
import { setupTestApp } from "../setup/setup-test-app";
import { buildWorld, type World } from "./authorization-matrix";

/**
 * Malformed query strings and ids on every read route of the authorization matrix, as every
 * kind of caller; fuzz-writes.test.ts does the bodies. Seeded, so a failure replays.
 */
// No workers: the write watcher must see only what each request itself wrote.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000000", TRUST_PROXY: "true" }, { workers: false });
const RUNS = Number(process.env.FUZZ_READ_RUNS ?? 2500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let w: World;
beforeAll(async () => {
  w = await buildWorld(t);
}, 60_000);

describe("malformed reads", () => {
  it(`answer ${RUNS} generated requests without a 5xx, a leak or a refused write`, {
    timeout: 400_000,
  }, async () => {
    const tally = await fuzz(w, "read", RUNS, SEED);
    console.info(`fuzz reads: ${JSON.stringify(tally)}`);
    expect(tally.sent).toBe(RUNS);
  });
});
